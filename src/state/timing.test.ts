import { afterEach, describe, expect, it, vi } from 'vitest';
import { after, DEFAULT_TIMING, setTiming, timing } from './timing';

describe('timing', () => {
  afterEach(() => {
    setTiming(null);
    vi.useRealTimers();
  });

  it('advances the card before the match dialog opens, at the product delays', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    after('cardAdvanceMs', () => seen.push('advance'));
    after('matchDialogMs', () => seen.push('match'));
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['advance']);
    vi.advanceTimersByTime(300);
    expect(seen).toEqual(['advance', 'match']);
  });

  it('can be set to zero for stories, cancelled, and restored', () => {
    vi.useFakeTimers();
    setTiming({ cardAdvanceMs: 0, matchDialogMs: 0 });
    const action = vi.fn();
    const cancel = after('matchDialogMs', action);
    cancel();
    vi.runAllTimers();
    expect(action).not.toHaveBeenCalled();
    setTiming(null);
    expect(timing()).toEqual(DEFAULT_TIMING);
  });

  it('never runs an action whose delay is Infinity (a story keeping the typing indicator up)', () => {
    vi.useFakeTimers();
    setTiming({ typingShownMs: Infinity });
    const action = vi.fn();
    after('typingShownMs', action);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(action).not.toHaveBeenCalled();
  });
});
