import { setupWorker } from 'msw/browser';
import type { DemoScenarios } from '../contract/demo';
import type { Db } from './data/db';
import { seedOfToday } from './data/today';
import { handlers, resetMockBackend } from './handlers';

/** Where the static demo keeps its data, so a reload keeps the session, the likes and the posts. */
export const DEMO_DB_STORAGE_KEY = 'beeglobal.demo-db';
/** Where it keeps the scenarios the Demo panel chose, so they too outlast a reload. */
export const DEMO_SCENARIOS_STORAGE_KEY = 'beeglobal.demo-scenarios';

function saved<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function save(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the demo carries on in memory until the next reload.
  }
}

/** The static demo: the whole mock backend runs in the browser's service worker. */
export async function startMockWorker() {
  const db = saved<Db>(DEMO_DB_STORAGE_KEY) ?? seedOfToday();
  const backend = resetMockBackend(db, {
    now: () => new Date(),
    seed: seedOfToday,
    changed: () => save(DEMO_DB_STORAGE_KEY, db),
    scenarios: saved<DemoScenarios>(DEMO_SCENARIOS_STORAGE_KEY) ?? {},
    scenariosChanged: () => save(DEMO_SCENARIOS_STORAGE_KEY, backend.scenarios),
  });
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    // Where the app is served (the root, or its sub-path): the worker controls those pages only.
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
  });
}
