import { setupWorker } from 'msw/browser';
import type { Db } from './data/db';
import { createSeedDb } from './data/seed';
import { handlers, resetMockBackend } from './handlers';

/** Where the static demo keeps its data, so a reload keeps the session, the likes and the posts. */
export const DEMO_DB_STORAGE_KEY = 'beeglobal.demo-db';

function savedDb(): Db | null {
  try {
    const saved = localStorage.getItem(DEMO_DB_STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Db) : null;
  } catch {
    return null;
  }
}

/** The static demo: the whole mock backend runs in the browser's service worker. */
export async function startMockWorker() {
  const db = savedDb() ?? createSeedDb();
  resetMockBackend(db, {
    now: () => new Date(),
    changed: () => {
      try {
        localStorage.setItem(DEMO_DB_STORAGE_KEY, JSON.stringify(db));
      } catch {
        // Storage full or blocked: the demo carries on in memory until the next reload.
      }
    },
  });
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
