import type { RequestHandler } from 'msw';

/**
 * The mock backend's MSW handlers, keyed by domain (auth, users, matches, messages, posts...)
 * so that a story replaces one domain with a scenario and keeps the others:
 * `parameters: { msw: { handlers: { posts: scenarios.posts.serverError } } }`.
 * Filled by the REST contract work; empty until then.
 */
export const handlers: Record<string, RequestHandler[]> = {};
