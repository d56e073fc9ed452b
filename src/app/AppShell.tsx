import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { loadCatalogue } from '../i18n/activate';
import { toasterWanted } from '../components/Toaster/notify';
import { timing } from '../state/timing';
import { AppComponents } from './AppComponents';

// Toasts are not needed for the first paint: the Toaster and its library load with the first toast.
const Toaster = lazy(() => import('../components/Toaster/Toaster'));

// The Demo bar exists in the mock modes only (`npm start`, `npm run demo`): the condition is
// known at build time, so a build for a real backend holds none of it.
const DemoControls = import.meta.env.VITE_MOCK_MODE
  ? lazy(() =>
      Promise.all([loadCatalogue('screens'), loadCatalogue('demo')]).then(
        () => import('./DemoControls'),
      ),
    )
  : null;

/**
 * Where a page's scroll position is kept. Every page opened by its address is the history entry
 * 'default', so by that key alone a page typed in the address bar opened where the last one was
 * scrolled to; such pages are told apart by their address (a reload still keeps its place).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/** Where the router keeps those positions for the tab (sessionStorage). */
const SCROLL_STORAGE_KEY = 'beeglobal.scroll';

/**
 * A page opened afresh by its address starts at its top, as a browser's own pages do; only a reload,
 * or back and forward, finds its place again. By its key alone, the address opened again would have
 * found the last visit's place: on such a load it is forgotten before the router reads it.
 */
function forgetPlaceOfFreshLoad() {
  // On the server (the landing's prerender) there is no tab and nothing kept.
  if (typeof window === 'undefined') return;
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (load?.type !== 'navigate') return;
  const path = location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
  try {
    const kept = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    delete kept[path + location.search];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // No storage to read or write: nothing was kept either.
  }
}
forgetPlaceOfFreshLoad();

export function AppShell() {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const screen = (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORAGE_KEY} />
    </>
  );
  return (
    <AppComponents>
      {DemoControls ? (
        // The bar is the page's first row: the screen waits for it, so nothing moves down when it comes.
        <Suspense fallback={null}>
          <DemoControls />
          {screen}
        </Suspense>
      ) : (
        screen
      )}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster duration={timing().toastMs} />
        </Suspense>
      )}
    </AppComponents>
  );
}
