import Pusher from 'pusher-js';
import {
  conversationChannel,
  memberChannel,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
  TYPING_EVENT,
} from '../contract/endpoints';
import type { StoredUser } from '../contract/browserStorage';
import type { TypingEvent } from '../contract/types';
import { API_BASE } from './apiBase';

const env = import.meta.env;

/**
 * Where the Pusher-compatible server is. By default the mock one, reached through the API base
 * (same origin, `{API base}/app/{key}`); VITE_PUSHER_* point at a real server.
 */
function options(token: string) {
  const realServer = Boolean(env.VITE_PUSHER_HOST);
  const apiPath = new URL(API_BASE, window.location.origin).pathname.replace(/\/$/, '');
  return {
    key: (env.VITE_PUSHER_KEY as string | undefined) ?? REALTIME_KEY,
    config: {
      cluster: (env.VITE_PUSHER_CLUSTER as string | undefined) ?? 'mt1',
      wsHost: realServer ? (env.VITE_PUSHER_HOST as string) : window.location.hostname,
      wsPort: Number(env.VITE_PUSHER_PORT ?? window.location.port ?? 80),
      wssPort: Number(env.VITE_PUSHER_PORT ?? window.location.port ?? 443),
      wsPath: realServer ? '' : apiPath,
      forceTLS: env.VITE_PUSHER_TLS
        ? env.VITE_PUSHER_TLS === 'true'
        : window.location.protocol === 'https:',
      enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${API_BASE}${(env.VITE_PUSHER_AUTH_PATH as string | undefined) ?? REALTIME_AUTH_PATH}`,
        transport: 'ajax' as const,
        headers: { Authorization: `Bearer ${token}` },
      },
    },
  };
}

/** The signed-in member's live connection: their private channel, and conversation channels. */
export type Realtime = {
  /** Calls `handler` for each `event` pushed on the member's channel; returns the unbinding. */
  onMemberEvent: <T>(event: string, handler: (data: T) => void) => () => void;
  /**
   * Joins a conversation's channel: `onTyping` hears the other member's typing whispers, and the
   * returned `typing` whispers the member's own. `leave` unsubscribes.
   */
  joinConversation: (
    conversationId: string,
    onTyping: (event: TypingEvent) => void,
  ) => { typing: (event: TypingEvent) => void; leave: () => void };
  disconnect: () => void;
};

/**
 * Connects to the real-time server as `user` and subscribes to their private channel; `onLive`
 * runs each time that subscription succeeds (on connecting, and again after a reconnection).
 */
export function connectRealtime(
  user: Pick<StoredUser, 'id' | 'token'>,
  onLive: () => void = () => {},
): Realtime {
  const { key, config } = options(user.token);
  const pusher = new Pusher(key, config);
  pusher.connection.bind('state_change', ({ current }: { current: string }) =>
    console.info(`[realtime] ${current}`),
  );
  const ownChannel = pusher.subscribe(memberChannel(user.id));
  ownChannel.bind('pusher:subscription_succeeded', onLive);
  return {
    onMemberEvent(event, handler) {
      ownChannel.bind(event, handler);
      return () => ownChannel.unbind(event, handler);
    },
    joinConversation(conversationId, onTyping) {
      const name = conversationChannel(conversationId);
      const channel = pusher.subscribe(name);
      channel.bind(TYPING_EVENT, onTyping);
      return {
        // Before the subscription succeeds pusher-js drops the whisper: typing is best effort.
        typing: (event) => void channel.trigger(TYPING_EVENT, event),
        leave: () => {
          channel.unbind(TYPING_EVENT, onTyping);
          pusher.unsubscribe(name);
        },
      };
    },
    disconnect: () => pusher.disconnect(),
  };
}
