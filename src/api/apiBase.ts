import { apiPathBelow } from '../contract/endpoints';
import { LIMITS } from '../contract/limits';

/**
 * The API base: `/api` below where the app is served (proxied to the mock API in development,
 * answered by MSW in the static demo), or a real backend's URL.
 */
export const API_BASE =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ||
  apiPathBelow(import.meta.env.BASE_URL);

// The calls a screen makes as it first renders: small enough for the app's chunk, where routes
// start them early (./prefetch.ts).
export const feedPath = (page: number = LIMITS.feedPage, limit: number = LIMITS.feedLimit) =>
  `/posts/feed?page=${page}&limit=${limit}`;
export const DISCOVER_PATH = '/matches/discover';
export const CONVERSATIONS_PATH = '/messages/conversations';
