import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '../../state/clock';
import { setTiming } from '../../state/timing';
import { planById } from './plans';
import { simulatePayment } from './simulatedPayment';

describe('simulatePayment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The product's own delays: the payment pause is 2 s.
    setTiming(null);
    pinClock(new Date('2026-06-15T12:00:00.000Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
    pinClock(null);
  });

  it('pays after a two-second pause, never before', () => {
    const paid = vi.fn();
    simulatePayment(planById('yearly'), paid);
    vi.advanceTimersByTime(1999);
    expect(paid).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(paid).toHaveBeenCalledOnce();
  });

  it('starts the plan when the pause ends, by the app clock', () => {
    const paid = vi.fn();
    simulatePayment(planById('monthly'), paid);
    pinClock(new Date('2026-06-15T12:00:02.000Z'));
    vi.advanceTimersByTime(2000);
    expect(paid).toHaveBeenCalledWith({
      plan: 'Monthly Premium',
      price: 40,
      startDate: '2026-06-15T12:00:02.000Z',
      endDate: '2026-07-15T12:00:02.000Z',
      status: 'active',
    });
  });

  it('pays nothing once cancelled, as when the member leaves the screen mid-payment', () => {
    const paid = vi.fn();
    const cancel = simulatePayment(planById('yearly'), paid);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(paid).not.toHaveBeenCalled();
  });
});
