import { formatDataParts } from '../i18n/format';

/**
 * Has a locale's first number and date formats made before the page writes with them: making the
 * first loads the browser's locale data, about 20 ms of a phone's main thread in one go, inside
 * whichever render writes first. A worker makes them instead (its formats load the data for the
 * whole page), and the main thread's own then take a fraction of a millisecond. Where no worker
 * starts, the main thread makes them ahead, a part per task.
 */
export function prepareFormats(locale: string, { dates }: { dates: boolean }) {
  const onMainThread = () => {
    const parts = formatDataParts(locale, { dates });
    const next = () => {
      parts.shift()?.();
      if (parts.length > 0) setTimeout(next);
    };
    setTimeout(next);
  };
  try {
    const worker = new Worker(new URL('./formatData.worker.ts', import.meta.url), {
      type: 'module',
      name: 'formats',
    });
    worker.addEventListener('error', onMainThread);
    worker.postMessage({ locale, dates });
  } catch {
    onMainThread();
  }
}
