// Real-time through the json-server adapter with the real client: pusher-js (its Node build)
// authorises its private channels over HTTP, subscribes over the WebSocket, receives new_match
// when a like is mutual, and whispers client-typing to the other member of a conversation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationChannel,
  memberChannel,
  NEW_MATCH_EVENT,
  NEW_MESSAGE_EVENT,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
  TYPING_EVENT,
} from '../../contract/endpoints';
import { newMatchEvent, newMessageEvent, typingEvent } from '../../contract/schemas';
import type { NewMatchEvent, TypingEvent } from '../../contract/types';
import { signupRequest } from '../fixtures';
import { startApiServer } from './api';

describe('real-time over the json-server WebSocket, with pusher-js', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-rt-'));
  beforeAll(async () => {
    api = await startApiServer({ port: 0, dbFile: join(folder, 'db.json') });
  });
  afterAll(async () => {
    await api.close();
    rmSync(folder, { recursive: true, force: true });
  });

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

  /** A pusher-js client signed in with the member's token, as the app sets one up. */
  const connect = (token: string) =>
    new Pusher(REALTIME_KEY, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: Number(new URL(api.url).port),
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${api.url}${REALTIME_AUTH_PATH}`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${token}` },
      },
    });

  const subscribed = async (pusher: Pusher, name: string) => {
    const channel = pusher.subscribe(name);
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', reject);
    });
    return channel;
  };

  /** A member who signed up a moment ago. */
  const newMember = (firstName: string) => post('/auth/signup', signupRequest({ firstName }));

  it('pushes new_match to both members', async () => {
    const demo = await post('/auth/login', {
      email: 'demo@beeglobal.app',
      password: 'honeybee123',
    });
    const pusher = connect(demo.token);
    try {
      const channel = await subscribed(pusher, memberChannel(demo.user.id));
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

  it('relays client-typing to the other member only, and delivers new_message', async () => {
    const amara = await newMember('Amara');
    const bruno = await newMember('Bruno');
    await post('/matches/swipe', { toUserId: bruno.user.id, action: 'LIKE' }, amara.token);
    await post('/matches/swipe', { toUserId: amara.user.id, action: 'LIKE' }, bruno.token);
    const [conversation] = (await fetch(`${api.url}/messages/conversations`, {
      headers: { authorization: `Bearer ${amara.token}` },
    }).then((response) => response.json())) as { id: string }[];
    const [amaras, brunos] = [connect(amara.token), connect(bruno.token)];
    try {
      const name = conversationChannel(conversation!.id);
      const [typing, listening, inbox] = await Promise.all([
        subscribed(amaras, name),
        subscribed(brunos, name),
        subscribed(amaras, memberChannel(amara.user.id)),
      ]);
      const echoed: unknown[] = [];
      typing.bind(TYPING_EVENT, (data: unknown) => echoed.push(data));
      const heard = new Promise<TypingEvent>((resolve) => listening.bind(TYPING_EVENT, resolve));
      typing.trigger(TYPING_EVENT, { userId: amara.user.id, name: 'Amara' } satisfies TypingEvent);
      expect(typingEvent.parse(await heard)).toEqual({ userId: amara.user.id, name: 'Amara' });

      // Bruno answers once he has seen her typing; the server writes to Amara's socket in order,
      // so an echo of her own whisper would arrive before his message.
      const arrived = new Promise((resolve) => inbox.bind(NEW_MESSAGE_EVENT, resolve));
      await post(
        `/messages/conversations/${conversation!.id}`,
        { content: 'I saw you typing!' },
        bruno.token,
      );
      const event = newMessageEvent.parse(await arrived);
      expect(event.message.content).toBe('I saw you typing!');
      expect(event.conversation).toMatchObject({ id: conversation!.id, unreadCount: 1 });
      expect(echoed).toEqual([]);
    } finally {
      amaras.disconnect();
      brunos.disconnect();
    }
  });
});
