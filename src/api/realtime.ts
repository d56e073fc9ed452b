import Pusher from 'pusher-js';
import {
  memberChannel,
  NEW_MATCH_EVENT,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
} from '../contract/endpoints';
import type { StoredUser } from '../contract/session';
import type { NewMatchEvent } from '../contract/types';
import { API_BASE } from './client';

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

/** Listens for `new_match` on the member's private channel; returns the function that disconnects. */
export function listenForMatches(
  user: Pick<StoredUser, 'id' | 'token'>,
  onMatch: (event: NewMatchEvent) => void,
): () => void {
  const { key, config } = options(user.token);
  const pusher = new Pusher(key, config);
  pusher.connection.bind('state_change', ({ current }: { current: string }) =>
    console.info(`[realtime] ${current}`),
  );
  pusher.subscribe(memberChannel(user.id)).bind(NEW_MATCH_EVENT, onMatch);
  return () => pusher.disconnect();
}
