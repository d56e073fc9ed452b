import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './prepareFormats';

/** A worker that records what it is sent, and can fail to load as a missing file would. */
class RecordingWorker extends EventTarget {
  static made: RecordingWorker[] = [];
  sent: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
}

describe('prepareFormats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Intl.Locale.prototype, 'maximize');
    vi.spyOn(Intl, 'NumberFormat');
    vi.spyOn(Intl, 'DateTimeFormat');
    RecordingWorker.made = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // Locales no other test formats in: the formats are cached for the test file's whole run.
  it('has a worker make them, leaving the main thread alone', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    prepareFormats('it-IT', { dates: true });
    vi.runAllTimers();
    const [worker] = RecordingWorker.made;
    expect(worker?.url.pathname).toMatch(/formatData\.worker\.ts$/);
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(worker?.sent).toEqual([{ locale: 'it-IT', dates: true }]);
    expect(Intl.NumberFormat).not.toHaveBeenCalled();
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });

  it('makes them on the main thread, a part per task, when the worker fails to load', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    prepareFormats('pt-PT', { dates: true });
    RecordingWorker.made[0]!.dispatchEvent(new Event('error'));
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

  it('makes them on the main thread where there are no workers, leaving out the dates where the page writes none', () => {
    vi.stubGlobal('Worker', undefined);
    prepareFormats('fr-CA', { dates: false });
    vi.runAllTimers();
    expect(Intl.NumberFormat).toHaveBeenCalledWith('fr-CA', {});
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });
});
