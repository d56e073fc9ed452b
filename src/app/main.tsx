import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider: it brings flushSync, which the one in 'react-router' lacks.
import { RouterProvider } from 'react-router/dom';
import '../styles/fonts';
import '../styles/global.css';
import { handleSessionExpiry } from '../api/expiry';
import { activate } from '../i18n/activate';
import { InterfaceLanguage } from '../i18n/InterfaceLanguage';
import { paths } from '../paths';
import { initialLocale } from '../state/language';
import { routes } from './routes';

// The static demo (`npm run demo`) answers the API from MSW in the browser. Other builds drop
// this branch, so their bundles hold no MSW, faker or mock data.
if (import.meta.env.VITE_MOCK_MODE === 'msw') {
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

// Nothing is drawn before the language's words are in: a Spanish visitor never sees English.
// A first visit to another screen needs that screen's words too.
const onLanding = ([paths.home, paths.landing] as string[]).includes(
  location.pathname.slice(import.meta.env.BASE_URL.length - 1) || paths.home,
);
await activate(initialLocale(), onLanding ? [] : ['screens']);

// Served below a sub-path (BASE_PATH), the routes' paths are below it too.
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

// A 401 on any call: the stored user is already gone; go to /auth and say why.
handleSessionExpiry((message) => {
  void router.navigate('/auth');
  void import('../components/Toaster/notify').then(({ notify }) => notify.error(message));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InterfaceLanguage>
      <RouterProvider router={router} />
    </InterfaceLanguage>
  </StrictMode>,
);
