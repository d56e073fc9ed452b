import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { timing } from '../state/timing';

// Toasts are not needed for the first paint, so their library loads after it.
const Toaster = lazy(() => import('../components/Toaster/Toaster'));

export function AppShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Toaster duration={timing().toastMs} />
      </Suspense>
    </>
  );
}
