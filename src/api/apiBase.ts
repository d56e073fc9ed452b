import { apiPathBelow } from '../contract/endpoints';

/**
 * The API base: `/api` below where the app is served (proxied to the mock API in development,
 * answered by MSW in the static demo), or a real backend's URL.
 */
export const API_BASE =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ||
  apiPathBelow(import.meta.env.BASE_URL);
