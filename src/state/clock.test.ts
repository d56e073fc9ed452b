import { afterEach, describe, expect, it } from 'vitest';
import { now, pinClock } from './clock';

describe('clock', () => {
  afterEach(() => pinClock(null));

  it('follows the real clock by default', () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('answers the pinned date, as a copy the caller may change', () => {
    const reference = new Date('2026-06-15T12:00:00.000Z');
    pinClock(reference);
    now().setFullYear(1999);
    expect(now().toISOString()).toBe('2026-06-15T12:00:00.000Z');
  });
});
