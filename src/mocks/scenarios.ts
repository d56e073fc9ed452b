import { delay, http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import type { Domain } from './backend/router';
import { domainPattern, handlers } from './handlers';

/**
 * Ready-made states of one domain for stories, used in place of its handlers:
 * `parameters: { msw: { handlers: { posts: scenarios.serverError('posts') } } }`.
 */
export const scenarios = {
  /** Every call of the domain fails with a 500 and an error text. */
  serverError: (domain: Domain): RequestHandler[] => [
    http.all(domainPattern(domain), () =>
      HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
    ),
  ],
  /** Every call answers 401, as for an expired session. */
  unauthorized: (domain: Domain): RequestHandler[] => [
    http.all(domainPattern(domain), () =>
      HttpResponse.json({ error: 'Invalid or expired token' }, { status: 401 }),
    ),
  ],
  /** Lists come back empty; other calls behave as usual. */
  empty: (domain: Domain): (RequestHandler | WebSocketHandler)[] => [
    http.get(domainPattern(domain), () => HttpResponse.json([])),
    ...handlers[domain],
  ],
  /** Calls never answer: the loading state stays on screen. */
  loading: (domain: Domain): RequestHandler[] => [
    http.all(domainPattern(domain), async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
  /** Calls answer as usual after a delay, to show progress feedback. */
  slow: (domain: Domain, ms = 1500): (RequestHandler | WebSocketHandler)[] => [
    http.all(domainPattern(domain), async () => {
      await delay(ms);
      // Returning nothing hands the request on to the domain's real handler.
    }),
    ...handlers[domain],
  ],
  /** The network is down: fetch rejects, as when the backend is not running. */
  offline: (domain: Domain): RequestHandler[] => [
    http.all(domainPattern(domain), () => HttpResponse.error()),
  ],
};
