import type { RequestHandler } from 'msw';
import type { Domain } from './backend/router';
import { domainHandler } from './handlers';

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
