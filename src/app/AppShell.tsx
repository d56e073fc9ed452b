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

export function AppShell() {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const screen = (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
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
