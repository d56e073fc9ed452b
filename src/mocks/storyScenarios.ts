import { http, HttpResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import type { Domain } from './backend/router';
import { domainHandler, handlers } from './handlers';

/**
 * Ready-made states of one domain for stories, used in place of its handlers:
 * `parameters: { msw: { handlers: { posts: scenarios.serverError('posts') } } }`. They are the
 * backend's own scenarios (backend/scenarios.ts), the ones the Demo panel switches.
 */
export const scenarios = {
  /** Every call of the domain fails with a 500 and an error text. */
  serverError: (domain: Domain): RequestHandler[] => [domainHandler(domain, { scenario: 'error' })],
  /** Every call answers 401, as for an expired session. */
  unauthorized: (domain: Domain): RequestHandler[] => [
    domainHandler(domain, { scenario: 'unauthorized' }),
  ],
  /** Lists come back empty; other calls behave as usual. */
  empty: (domain: Domain): RequestHandler[] => [domainHandler(domain, { scenario: 'empty' })],
  /** Calls never answer: the loading state stays on screen. */
  loading: (domain: Domain): RequestHandler[] => [domainHandler(domain, { scenario: 'loading' })],
  /** Calls answer as usual after a delay, to show progress feedback. */
  slow: (domain: Domain, ms = 1500): RequestHandler[] => [
    domainHandler(domain, { scenario: 'slow', slowMs: ms }),
  ],
  /** The network is down: fetch rejects, as when the backend is not running. */
  offline: (domain: Domain): RequestHandler[] => [domainHandler(domain, { scenario: 'offline' })],
};

/**
 * A domain's handlers with one call answered by the story's own `handler` first (a failure, a
 * recording, a one-off answer); every other call, and any the handler passes on, reaches the backend.
 */
export const oneCall = (
  domain: Domain,
  handler: RequestHandler,
): (RequestHandler | WebSocketHandler)[] => [handler, ...handlers[domain]];

/** One call fails as `serverError` answers it; the domain's other calls work as usual. */
export const callFails = (
  domain: Domain,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: RegExp,
) =>
  oneCall(
    domain,
    http[method](path, () =>
      HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
    ),
  );
