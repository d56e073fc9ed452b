import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, LANDING_PARTS, messagesOf } from '../i18n/activate';
import { InterfaceLanguage } from '../i18n/InterfaceLanguage';
import type { Locale } from '../i18n/locales';
import { routes } from './routes';

/*
 * The build's server entry (see vite-plugins/prerenderLanding.ts): the landing page as HTML
 * in one language, the same tree main.tsx hydrates. `prerender` waits for the lazy parts (the
 * Demo bar), so the markup is what the client draws once they are in.
 */

export async function renderLanding(locale: Locale, path: string): Promise<string> {
  i18n.loadAndActivate({ locale, messages: await messagesOf(locale, LANDING_PARTS) });
  const { query, dataRoutes } = createStaticHandler(routes, {
    basename: import.meta.env.BASE_URL,
  });
  const context = await query(new Request(new URL(path, 'http://prerender')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <InterfaceLanguage>
        {/* No loaders, so no data for the client to pick up: hydrate={false} writes no script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </InterfaceLanguage>
    </StrictMode>,
    // Every section in place: past this many bytes React sends the rest as parts revealed by a
    // script it times for a later frame, and the browser lays the page out again then.
    { progressiveChunkSize: Infinity },
  );
  return new Response(prelude).text();
}
