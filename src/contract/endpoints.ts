// Where the app reaches the API and its real-time server, named once for the client, the mocks
// and the tests.

/** The API base when no VITE_API_URL is set: the dev server proxies it, MSW answers below it. */
export const API_BASE_PATH = '/api';

/**
 * The API base below where the app is served (Vite's base): `/api` at the root, `/beeglobal/api`
 * for a demo built with BASE_PATH=/beeglobal/. A relative base (Storybook's static build) keeps
 * `/api`: its mock worker answers there wherever Storybook is hosted.
 */
export const apiPathBelow = (appBase: string) =>
  `${appBase.startsWith('/') ? appBase.replace(/\/$/, '') : ''}${API_BASE_PATH}`;

/** The mock real-time server's Pusher app key (a real server's comes from VITE_PUSHER_KEY). */
export const REALTIME_KEY = 'beeglobal-mock';

/** Below the API base: where pusher-js has a private channel signed. */
export const REALTIME_AUTH_PATH = '/realtime/auth';

/** A member's private channel: only they may listen on it. */
export const memberChannel = (userId: string) => `private-user-${userId}`;

/** Pushed on both members' channels when a like is mutual; its data is a NewMatchEvent. */
export const NEW_MATCH_EVENT = 'new_match';

/** A conversation's private channel: both of its members may listen, and whisper typing on it. */
export const conversationChannel = (conversationId: string) =>
  `private-conversation-${conversationId}`;

/** Pushed on the recipient's member channel when a message arrives; its data is a NewMessageEvent. */
export const NEW_MESSAGE_EVENT = 'new_message';

/** Pushed on the sender's member channel when the other member reads; data is a MessagesReadEvent. */
export const MESSAGES_READ_EVENT = 'messages_read';

/**
 * A Pusher client event on the conversation channel, sent by the typing member at most once every
 * TYPING_THROTTLE_MS; the server relays it to the channel's other subscribers. Data: a TypingEvent.
 */
export const TYPING_EVENT = 'client-typing';
export const TYPING_THROTTLE_MS = 2000;
