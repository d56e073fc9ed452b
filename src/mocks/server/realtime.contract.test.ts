// Real-time through the json-server adapter: pusher-js (its Node build) authorises its private
// channel over HTTP, subscribes over the WebSocket, and receives new_match when a like is mutual.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberChannel,
  NEW_MATCH_EVENT,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
} from '../../contract/endpoints';
import { newMatchEvent } from '../../contract/schemas';
import type { NewMatchEvent } from '../../contract/types';
import { startApiServer } from './api';

describe('real-time new_match over the json-server WebSocket', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    api = await startApiServer({
      port: 0,
      dbFile: join(mkdtempSync(join(tmpdir(), 'beeglobal-rt-')), 'db.json'),
    });
  });
  afterAll(() => api.close());

  const post = async (path: string, body: unknown, token?: string) =>
    (await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((response) => response.json())) as {
      token: string;
      user: { id: string };
      isMatch?: boolean;
    };

  it('pushes new_match to both members', async () => {
    const demo = await post('/auth/login', {
      email: 'demo@beeglobal.app',
      password: 'honeybee123',
    });
    const port = Number(new URL(api.url).port);
    const pusher = new Pusher(REALTIME_KEY, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${api.url}${REALTIME_AUTH_PATH}`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${demo.token}` },
      },
    });
    try {
      const channel = pusher.subscribe(memberChannel(demo.user.id));
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', reject);
      });
      const received = new Promise<NewMatchEvent>((resolve) =>
        channel.bind(NEW_MATCH_EVENT, resolve),
      );
      // Some seeded members already liked the demo member: liking each in turn reaches a match.
      const discover = await fetch(`${api.url}/matches/discover`, {
        headers: { authorization: `Bearer ${demo.token}` },
      }).then((response) => response.json() as Promise<{ id: string }[]>);
      let matched = false;
      for (const profile of discover) {
        if (
          (await post('/matches/swipe', { toUserId: profile.id, action: 'LIKE' }, demo.token))
            .isMatch
        ) {
          matched = true;
          break;
        }
      }
      expect(matched).toBe(true);
      const event = newMatchEvent.parse(await received);
      expect(event.user.name).toBeTruthy();
    } finally {
      pusher.disconnect();
    }
  });
});
