import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './format';

describe('prepareFormats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Intl.Locale.prototype, 'maximize');
    vi.spyOn(Intl, 'NumberFormat');
    vi.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  // Locales no other test formats in: the formats are cached for the worker's whole run.
  it('loads the data a part per task: likely subtags, numbers, then dates', () => {
    prepareFormats('pt-PT', { dates: true });
    expect(Intl.Locale.prototype.maximize).not.toHaveBeenCalled();

    vi.advanceTimersToNextTimer();
    expect(Intl.Locale.prototype.maximize).toHaveBeenCalledTimes(1);
    expect(Intl.NumberFormat).not.toHaveBeenCalled();

    vi.advanceTimersToNextTimer();
    expect(Intl.NumberFormat).toHaveBeenCalledWith('pt-PT', {});
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();

    vi.advanceTimersToNextTimer();
    expect(Intl.DateTimeFormat).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves the dates out where the page writes none', () => {
    prepareFormats('fr-CA', { dates: false });
    vi.runAllTimers();
    expect(Intl.NumberFormat).toHaveBeenCalledWith('fr-CA', {});
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });
});
