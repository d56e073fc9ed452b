// Where the app reaches the API and its real-time server, named once for the client, the mocks
// and the tests.

/** The API base when no VITE_API_URL is set: the dev server proxies it, MSW answers below it. */
export const API_BASE_PATH = '/api';

/** The mock real-time server's Pusher app key (a real server's comes from VITE_PUSHER_KEY). */
export const REALTIME_KEY = 'beeglobal-mock';

/** Below the API base: where pusher-js has a private channel signed. */
export const REALTIME_AUTH_PATH = '/realtime/auth';

/** A member's private channel: only they may listen on it. */
export const memberChannel = (userId: string) => `private-user-${userId}`;

/** Pushed on both members' channels when a like is mutual; its data is a NewMatchEvent. */
export const NEW_MATCH_EVENT = 'new_match';
