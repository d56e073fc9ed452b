import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM RouterProvider: it brings flushSync, which the one in 'react-router' lacks.
import { RouterProvider } from 'react-router/dom';
import '../styles/fonts';
import '../styles/global.css';
import { handleSessionExpiry } from '../api/onSessionExpired';
import { notify } from '../components/Toaster/notify';
import { activate, i18n, LANDING_PARTS } from '../i18n/activate';
import { InterfaceLanguage } from '../i18n/InterfaceLanguage';
import { paths } from '../paths';
import { initialLocale } from '../state/language';
import { prepareFormats } from './prepareFormats';
import { routes } from './routes';

const onLanding = ([paths.home, paths.landing] as string[]).includes(
  location.pathname.slice(import.meta.env.BASE_URL.length - 1) || paths.home,
);
const locale = initialLocale();
// The landing writes numbers as it is taken over, a member screen numbers and dates as its data
// comes: their formats are made first, off the main thread, while the rest loads.
prepareFormats(locale, { dates: !onLanding });

// The static demo (`npm run demo`) answers the API from MSW in the browser. Other builds drop
// this branch, so their bundles hold no MSW, faker or mock data.
if (import.meta.env.VITE_MOCK_MODE === 'msw') {
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

// Nothing is drawn before the language's words are in: a Spanish visitor never sees English.
// A first visit to another screen needs that screen's words too.
await activate(locale, onLanding ? LANDING_PARTS : ['screens']);

// Served below a sub-path (BASE_PATH), the routes' paths are below it too.
const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });

// A 401 on any call: the stored user is already gone; go to /auth and say why.
handleSessionExpiry((message) => {
  void router.navigate('/auth');
  notify.error(message);
});

const app = (
  <StrictMode>
    <InterfaceLanguage>
      <RouterProvider router={router} />
    </InterfaceLanguage>
  </StrictMode>
);

// The landing page came as HTML in the visitor's language (the build pre-renders it, and the
// page's inline script put that language's copy in): the app takes it over as it is. Anywhere
// else, and in a language with no copy (the pseudo-language), the app draws from nothing.
// Either way in a transition: React renders a few milliseconds at a time, giving the browser its
// turn between them, rather than in one long task a phone's visitor waits on.
const root = document.getElementById('root')!;
if (root.dataset.prerendered === i18n.locale) startTransition(() => void hydrateRoot(root, app));
else {
  const created = createRoot(root);
  startTransition(() => created.render(app));
}
