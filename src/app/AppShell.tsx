import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { timing } from '../state/timing';

// Toasts are not needed for the first paint, so their library loads after it.
const Toaster = lazy(() => import('../components/Toaster/Toaster'));

// The Demo panel exists in the mock modes only (`npm start`, `npm run demo`): the condition is
// known at build time, so a build for a real backend holds none of it.
const DemoControls = import.meta.env.VITE_MOCK_MODE ? lazy(() => import('./DemoControls')) : null;

export function AppShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster duration={timing().toastMs} />
      </Suspense>
      {DemoControls && (
        <Suspense fallback={null}>
          <DemoControls />
        </Suspense>
      )}
    </>
  );
}
