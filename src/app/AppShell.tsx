import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { loadWords } from '../i18n/activate';
import { toasterWanted } from '../components/Toaster/notify';
import { timing } from '../state/timing';

// Toasts are not needed for the first paint: the Toaster and its library load with the first toast.
const Toaster = lazy(() => import('../components/Toaster/Toaster'));

// The Demo bar exists in the mock modes only (`npm start`, `npm run demo`): the condition is
// known at build time, so a build for a real backend holds none of it.
const DemoControls = import.meta.env.VITE_MOCK_MODE
  ? lazy(() =>
      Promise.all([loadWords('screens'), loadWords('demo')]).then(() => import('./DemoControls')),
    )
  : null;

export function AppShell() {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const screen = (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
  return (
    <>
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
    </>
  );
}
