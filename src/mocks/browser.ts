import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The static demo: the whole mock backend runs in the browser's service worker. */
export async function startMockWorker() {
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
