// The REST contract at the HTTP level, run with the same assertions against the MSW backend, the
// json-server backend on a free port, and (with CONTRACT_BASE_URL) any real backend.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { handlers, resetMockBackend } from '../mocks/handlers';
import { acceptConnection } from '../mocks/realtime';
import { startApiServer } from '../mocks/server/api';
import { DEMO_ACCOUNT } from '../mocks/data/db';
import { signupRequest } from '../mocks/fixtures';
import { LIMITS, MAX_BODY_BYTES, PROFILE_RULES, TEXT_LIMITS } from './choices';
import {
  API_BASE_PATH,
  conversationChannel,
  memberChannel,
  MESSAGES_READ_EVENT,
  NEW_MESSAGE_EVENT,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
  TYPING_EVENT,
} from './endpoints';
import * as schema from './schemas';
import type { SignupRequest } from './types';

/** A frame of the Pusher protocol, as the real-time server sends it. */
type Frame = { event: string; channel?: string; data: string };

/** A raw connection to a backend's real-time server: the frames it got, and a way to send. */
type RealtimeSocket = { frames: Frame[]; send: (message: unknown) => void; close: () => void };

type Started = {
  base: string;
  reset: () => void;
  stop: () => Promise<void>;
  /** The stored data as text, where the suite can see it (not on a real backend). */
  stored?: () => string;
  /** A connection to the real-time server, where the suite knows it (not on a real backend). */
  connect?: () => RealtimeSocket;
};

type Target = { name: string; start: () => Promise<Started> };

/** A socket that keeps every frame it receives. */
function recordingSocket(
  open: (receive: (text: string) => void) => Omit<RealtimeSocket, 'frames'>,
) {
  const frames: Frame[] = [];
  return { frames, ...open((text) => frames.push(JSON.parse(text) as Frame)) };
}

const targets: Target[] = process.env.CONTRACT_BASE_URL
  ? [
      {
        name: `real backend at ${process.env.CONTRACT_BASE_URL}`,
        start: async () => ({
          base: process.env.CONTRACT_BASE_URL!,
          reset: () => {},
          stop: async () => {},
        }),
      },
    ]
  : [
      {
        name: 'MSW backend',
        start: async () => {
          const server = setupServer(...Object.values(handlers).flat());
          server.listen({ onUnhandledRequest: 'error' });
          let backend = resetMockBackend();
          return {
            base: `http://mock.test${API_BASE_PATH}`,
            reset: () => void (backend = resetMockBackend()),
            stop: async () => server.close(),
            stored: () => JSON.stringify(backend.db),
            // MSW's ws.link hands browser sockets to this same server; Node 20 has no WebSocket
            // for it to intercept, so the suite talks to the server directly.
            connect: () =>
              recordingSocket((receive) => {
                const connection = acceptConnection(receive);
                return {
                  send: (message) => connection.receive(JSON.stringify(message)),
                  close: () => connection.close(),
                };
              }),
          };
        },
      },
      {
        name: 'json-server backend',
        start: async () => {
          const dbFile = join(mkdtempSync(join(tmpdir(), 'beeglobal-')), 'db.json');
          const api = await startApiServer({ port: 0, dbFile });
          return {
            base: api.url,
            reset: api.reset,
            stop: api.close,
            stored: () => readFileSync(dbFile, 'utf8'),
            connect: () =>
              recordingSocket((receive) => {
                const socket = new WebSocket(
                  `${api.url.replace('http', 'ws')}/app/${REALTIME_KEY}`,
                );
                const opened = new Promise((resolve) => socket.once('open', resolve));
                socket.on('message', (data) => receive(String(data)));
                return {
                  send: (message) => void opened.then(() => socket.send(JSON.stringify(message))),
                  close: () => socket.close(),
                };
              }),
          };
        },
      },
    ];

describe.each(targets)('REST contract: $name', (target) => {
  let base = '';
  let started: Started;
  beforeAll(async () => {
    started = await target.start();
    base = started.base;
  });
  afterAll(() => started.stop());
  beforeEach(() => started.reset());
  const sockets: RealtimeSocket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

  async function call(
    method: string,
    path: string,
    { body, token, raw }: { body?: unknown; token?: string | null; raw?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  const login = async (
    email: string = DEMO_ACCOUNT.email,
    password: string = DEMO_ACCOUNT.password,
  ) => {
    const answer = await call('POST', '/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    return answer.body as { token: string; user: { id: string } };
  };

  const newMember = async (overrides: Record<string, unknown> = {}) => {
    const body = {
      ...signupRequest(),
      ...overrides,
    };
    const answer = await call('POST', '/auth/signup', { body });
    expect(answer.status).toBe(201);
    return { ...(answer.body as { token: string; user: { id: string } }), email: body.email };
  };

  describe('auth', () => {
    it('signs up with the spec payload and answers user and token', async () => {
      const member = await newMember();
      expect(schema.authAnswer.parse({ ...member, email: undefined }).user.nationality).toBe(
        'Egyptian',
      );
      const again = await call('POST', '/auth/login', {
        body: { email: member.email, password: 'pollen123' },
      });
      expect(again.status).toBe(200);
    });

    it('refuses bad signup input with an errors list of {path, msg}', async () => {
      const answer = await call('POST', '/auth/signup', {
        body: { email: 'not-an-email', gender: 'female' },
      });
      expect(answer.status).toBe(400);
      const paths = schema.validationErrorBody.parse(answer.body).errors.map((error) => error.path);
      expect(paths).toEqual(expect.arrayContaining(['email', 'gender', 'firstName']));
    });

    it('refuses a profile the wizard would never send, with the errors list', async () => {
      const photo = signupRequest().photos[0]!;
      const refused: [Partial<SignupRequest>, string, string][] = [
        [{ photos: [] }, 'photos', PROFILE_RULES.noPhoto],
        [
          { photos: Array(LIMITS.maxPhotos + 1).fill(photo) },
          'photos',
          PROFILE_RULES.tooManyPhotos,
        ],
        [{ photos: ['https://example.com/me.jpg'] }, 'photos.0', PROFILE_RULES.notAnImage],
        [{ interests: ['Travel', 'Coffee'] }, 'interests', PROFILE_RULES.tooFewInterests],
        [{ bio: 'b'.repeat(LIMITS.minBioLength - 1) }, 'bio', PROFILE_RULES.bioTooShort],
        [{ bio: `   ${'b'.repeat(LIMITS.minBioLength - 1)}   ` }, 'bio', PROFILE_RULES.bioTooShort],
      ];
      for (const [change, path, msg] of refused) {
        const answer = await call('POST', '/auth/signup', { body: signupRequest(change) });
        expect(answer.status, path).toBe(400);
        expect(schema.validationErrorBody.parse(answer.body).errors).toEqual([{ path, msg }]);
      }
      // The limits themselves are allowed: six photos, three interests, a 50-character bio.
      const atLimits = signupRequest({
        photos: Array(LIMITS.maxPhotos).fill(photo),
        interests: ['Travel', 'Coffee', 'Art'],
        bio: 'b'.repeat(LIMITS.minBioLength),
      });
      expect((await call('POST', '/auth/signup', { body: atLimits })).status).toBe(201);
    });

    it('refuses a duplicate email and a missing nationality for international members', async () => {
      const duplicate = await call('POST', '/auth/signup', {
        body: signupRequest({ email: DEMO_ACCOUNT.email }),
      });
      expect(duplicate.status).toBe(400);
      expect(schema.errorBody.parse(duplicate.body).error).toMatch(/already exists/);
      const noNationality = await call('POST', '/auth/signup', {
        body: signupRequest({ nationality: null }),
      });
      expect(noNationality.body.errors[0].path).toBe('nationality');
    });

    it('logs the demo account in and refuses a wrong password with an error text', async () => {
      const { user, token } = await login();
      expect(user.id).toBe(DEMO_ACCOUNT.id);
      expect(token).toBeTruthy();
      const wrong = await call('POST', '/auth/login', {
        body: { email: DEMO_ACCOUNT.email, password: 'nope' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Invalid email or password');
    });
  });

  const protectedCalls: [string, string, unknown?][] = [
    ['GET', '/users/me'],
    ['PATCH', '/users/me', { bio: 'x' }],
    ['GET', '/users/u-demo'],
    ['GET', '/users/profile/me'],
    ['POST', '/users/status', { isOnline: true }],
    ['GET', '/matches/discover'],
    ['POST', '/matches/swipe', { toUserId: 'u-demo', action: 'LIKE' }],
    ['GET', '/matches'],
    ['DELETE', '/matches/m-1'],
    ['GET', '/messages/conversations'],
    ['GET', '/messages/conversations/c-1'],
    ['POST', '/messages/conversations/c-1', { content: 'hi' }],
    ['POST', '/messages/conversations/c-1/read'],
    ['GET', '/posts/feed'],
    ['POST', '/posts', { type: 'STORY', title: 't', content: 'c' }],
    ['DELETE', '/posts/p-1'],
    ['POST', '/posts/p-1/like'],
    ['POST', '/posts/p-1/comments', { content: 'hi' }],
    ['GET', '/posts/p-1/comments'],
    ['POST', '/posts/p-1/rsvp', { status: 'confirmed' }],
    ['POST', REALTIME_AUTH_PATH, { socket_id: '1.1', channel_name: memberChannel('u-demo') }],
  ];

  it.each(protectedCalls)(
    '%s %s answers 401 without a token and with a bad one',
    async (method, path, body) => {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { body, token: 'bee_forged' })).status).toBe(401);
    },
  );

  /** Two new members who liked each other: their match's conversation and both sessions. */
  const matchedPair = async () => {
    const a = await newMember({ firstName: 'Amara' });
    const b = await newMember({ firstName: 'Bruno', gender: 'MALE' });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      await call('POST', '/matches/swipe', {
        token: from.token,
        body: { toUserId: to.user.id, action: 'LIKE' },
      });
    const [conversation] = (await call('GET', '/messages/conversations', { token: a.token }))
      .body as { id: string }[];
    return { a, b, conversationId: conversation!.id };
  };

  /** The first frame, now or within a second, that passes the test. */
  const nextFrame = async (
    socket: RealtimeSocket,
    test: (frame: Frame, index: number) => boolean,
  ) => {
    for (let waited = 0; waited < 1000; waited += 10) {
      const found = socket.frames.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such frame; got ${socket.frames.map((frame) => frame.event).join(', ')}`);
  };

  /** Every frame the server sent so far has arrived once it answers a ping (it answers in order). */
  const settled = async (socket: RealtimeSocket) => {
    const from = socket.frames.length;
    socket.send({ event: 'pusher:ping', data: {} });
    await nextFrame(socket, (frame, index) => index >= from && frame.event === 'pusher:pong');
    return socket.frames;
  };

  /** A real-time connection of a member, subscribed to a private channel they may listen on. */
  const listen = async (token: string, channel: string) => {
    const socket = started.connect!();
    sockets.push(socket);
    const greeting = await nextFrame(
      socket,
      (frame) => frame.event === 'pusher:connection_established',
    );
    const socketId = (JSON.parse(greeting.data) as { socket_id: string }).socket_id;
    const auth = await call('POST', REALTIME_AUTH_PATH, {
      token,
      body: { socket_id: socketId, channel_name: channel },
    });
    expect(auth.status).toBe(200);
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: auth.body.auth } });
    await nextFrame(
      socket,
      (frame) =>
        frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel,
    );
    return socket;
  };

  const eventData = (frame: Frame): unknown => JSON.parse(frame.data);

  describe('users', () => {
    it('reads and updates the current member, and never shows a password', async () => {
      const { token } = await login();
      const me = await call('GET', '/users/me', { token });
      expect(schema.user.parse(me.body).email).toBe(DEMO_ACCOUNT.email);
      expect(me.body.password).toBeUndefined();
      const updated = await call('PATCH', '/users/me', {
        token,
        body: { culturalJourney: 'Two languages, one kitchen.' },
      });
      expect(updated.body.culturalJourney).toBe('Two languages, one kitchen.');
      expect((await call('PATCH', '/users/me', { token, body: { firstName: '  ' } })).status).toBe(
        400,
      );
    });

    it('reads another member, answers 404 for an unknown one, and loads profiles with stats and posts', async () => {
      const { token } = await login();
      const discover = await call('GET', '/matches/discover', { token });
      const other = discover.body[0].id;
      expect((await call('GET', `/users/${other}`, { token })).status).toBe(200);
      expect((await call('GET', '/users/u-nobody', { token })).status).toBe(404);
      const mine = schema.profileAnswer.parse(
        (await call('GET', '/users/profile/me', { token })).body,
      );
      expect(mine.user.id).toBe(DEMO_ACCOUNT.id);
      expect(mine.stats.posts).toBe(mine.posts.length);
      expect(mine.posts.length).toBeGreaterThan(0);
      expect((await call('GET', '/users/profile/u-nobody', { token })).status).toBe(404);
    });

    it('updates online status', async () => {
      const { token } = await login();
      expect(
        (await call('POST', '/users/status', { token, body: { isOnline: false } })).body,
      ).toEqual({ isOnline: false });
      expect((await call('GET', '/users/me', { token })).body.isOnline).toBe(false);
      expect(
        (await call('POST', '/users/status', { token, body: { isOnline: 'yes' } })).status,
      ).toBe(400);
    });
  });

  describe('member data stays private', () => {
    const PRIVATE_KEYS = /"(email|birthday|isPremium|password|passwordHash)"\s*:/;

    it("shows another member's public view: no email, birthday or plan, their age instead", async () => {
      const { token } = await login();
      const [other] = (await call('GET', '/matches/discover', { token })).body as {
        id: string;
        age: number;
      }[];
      const answer = await call('GET', `/users/${other!.id}`, { token });
      expect(answer.status).toBe(200);
      const member = schema.publicMember.strict().parse(answer.body);
      expect(member.age).toBe(other!.age);
      expect(JSON.stringify(answer.body)).not.toMatch(PRIVATE_KEYS);
    });

    it("shows a member's own private fields: me, their own id, an update, login and signup", async () => {
      const joined = await newMember();
      const { token, user } = await login();
      const answers = [
        joined.user,
        user,
        (await call('GET', '/users/me', { token })).body,
        (await call('GET', `/users/${DEMO_ACCOUNT.id}`, { token })).body,
        (await call('PATCH', '/users/me', { token, body: { location: 'Denver, CO' } })).body,
      ];
      for (const answer of answers) {
        const own = schema.user.strict().parse(answer);
        expect(own.email).toMatch(/@/);
        expect(own.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof own.isPremium).toBe('boolean');
      }
    });

    it("shows no member's email, birthday or plan in matches, conversations, messages, posts, comments, discover or profiles", async () => {
      const { token } = await login();
      const conversation = (await call('GET', '/messages/conversations', { token })).body[0];
      const post = (await call('GET', '/posts/feed', { token })).body[0];
      const other = (await call('GET', '/matches/discover', { token })).body[0];
      for (const path of [
        '/matches',
        '/matches/discover',
        '/messages/conversations',
        `/messages/conversations/${conversation.id}`,
        '/posts/feed?limit=100',
        `/posts/${post.id}/comments`,
        '/users/profile/me',
        `/users/profile/${other.id}`,
      ]) {
        const answer = await call('GET', path, { token });
        expect(answer.status, path).toBe(200);
        expect(JSON.stringify(answer.body), path).not.toMatch(PRIVATE_KEYS);
      }
    });

    it('keeps no password in clear text; the password still signs in and a wrong one is refused', async ({
      skip,
    }) => {
      const member = await newMember({ password: 'Correct horse 42' });
      const again = await call('POST', '/auth/login', {
        body: { email: member.email, password: 'Correct horse 42' },
      });
      expect(again.status).toBe(200);
      const wrong = await call('POST', '/auth/login', {
        body: { email: member.email, password: 'correct horse 42' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Invalid email or password');
      if (!started.stored) return skip();
      const stored = started.stored();
      for (const secret of ['Correct horse 42', DEMO_ACCOUNT.password])
        expect(stored).not.toContain(secret);
      expect(stored).not.toMatch(/"password"\s*:/);
      expect(stored).toMatch(/"passwordHash"\s*:\s*"pbkdf2-sha256\$/);
    });
  });

  describe('limits', () => {
    const over = (limit: number) => 'x'.repeat(limit + 1);

    /** Each text field over its longest length, and where the answer should point. */
    const tooLong: [
      string,
      (ids: { conversation: string; post: string }) => [string, string, unknown],
      string,
      number,
    ][] = [
      [
        'a message',
        ({ conversation }) => [
          'POST',
          `/messages/conversations/${conversation}`,
          { content: over(TEXT_LIMITS.message) },
        ],
        'content',
        TEXT_LIMITS.message,
      ],
      [
        'a comment',
        ({ post }) => ['POST', `/posts/${post}/comments`, { content: over(TEXT_LIMITS.comment) }],
        'content',
        TEXT_LIMITS.comment,
      ],
      [
        'a post title',
        () => [
          'POST',
          '/posts',
          { type: 'STORY', title: over(TEXT_LIMITS.postTitle), content: 'Hi' },
        ],
        'title',
        TEXT_LIMITS.postTitle,
      ],
      [
        'a post content',
        () => [
          'POST',
          '/posts',
          { type: 'STORY', title: 'Hi', content: over(TEXT_LIMITS.postContent) },
        ],
        'content',
        TEXT_LIMITS.postContent,
      ],
      [
        'a post image URL',
        () => [
          'POST',
          '/posts',
          { type: 'STORY', title: 'Hi', content: 'Hi', image: over(TEXT_LIMITS.imageUrl) },
        ],
        'image',
        TEXT_LIMITS.imageUrl,
      ],
      [
        'a post location',
        () => [
          'POST',
          '/posts',
          { type: 'EVENT', title: 'Hi', content: 'Hi', location: over(TEXT_LIMITS.location) },
        ],
        'location',
        TEXT_LIMITS.location,
      ],
      [
        'a post theme',
        () => [
          'POST',
          '/posts',
          {
            type: 'STORY',
            title: 'Hi',
            content: 'Hi',
            culturalTheme: over(TEXT_LIMITS.culturalTheme),
          },
        ],
        'culturalTheme',
        TEXT_LIMITS.culturalTheme,
      ],
      [
        'a bio',
        () => ['PATCH', '/users/me', { bio: over(TEXT_LIMITS.bio) }],
        'bio',
        TEXT_LIMITS.bio,
      ],
      [
        'a cultural journey',
        () => ['PATCH', '/users/me', { culturalJourney: over(TEXT_LIMITS.culturalJourney) }],
        'culturalJourney',
        TEXT_LIMITS.culturalJourney,
      ],
      [
        'a first name',
        () => ['PATCH', '/users/me', { firstName: over(TEXT_LIMITS.name) }],
        'firstName',
        TEXT_LIMITS.name,
      ],
      [
        'a location',
        () => ['PATCH', '/users/me', { location: over(TEXT_LIMITS.location) }],
        'location',
        TEXT_LIMITS.location,
      ],
      [
        'an interest',
        () => ['PATCH', '/users/me', { interests: ['Travel', 'Art', over(TEXT_LIMITS.tag)] }],
        'interests.2',
        TEXT_LIMITS.tag,
      ],
      [
        'a language',
        () => ['PATCH', '/users/me', { languages: [over(TEXT_LIMITS.tag)] }],
        'languages.0',
        TEXT_LIMITS.tag,
      ],
    ];

    it.each(tooLong)(
      'refuses %s over its limit with 400 and an errors item naming it',
      async (_name, request, path, limit) => {
        const { token } = await login();
        const ids = {
          conversation: (await call('GET', '/messages/conversations', { token })).body[0].id,
          post: (await call('GET', '/posts/feed', { token })).body[0].id,
        };
        const [method, url, body] = request(ids);
        const answer = await call(method, url, { token, body });
        expect(answer.status).toBe(400);
        expect(schema.validationErrorBody.parse(answer.body).errors).toContainEqual({
          path,
          msg: `Too long: at most ${limit} characters`,
        });
      },
    );

    it('refuses signup fields over their limits, and takes text of exactly the limit', async () => {
      const answer = await call('POST', '/auth/signup', {
        body: signupRequest({ lastName: over(TEXT_LIMITS.name), bio: over(TEXT_LIMITS.bio) }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.map((error: { path: string }) => error.path)).toEqual([
        'lastName',
        'bio',
      ]);
      const { token } = await login();
      const conversation = (await call('GET', '/messages/conversations', { token })).body[0];
      const longest = 'x'.repeat(TEXT_LIMITS.message);
      const sent = await call('POST', `/messages/conversations/${conversation.id}`, {
        token,
        body: { content: longest },
      });
      expect(sent.status).toBe(201);
      expect(sent.body.content).toBe(longest);
    });

    it("keeps the signup's rules when a profile is edited: 3 interests, 1 to 6 photos, a 50-character bio", async () => {
      const { token } = await login();
      const photo = 'data:image/png;base64,iVBORw0KGgo=';
      for (const [body, path, msg] of [
        [
          { interests: ['Travel', 'Art'] },
          'interests',
          `Pick at least ${LIMITS.minInterests} interests`,
        ],
        [{ photos: [] }, 'photos', 'Please upload at least one photo'],
        [
          { photos: Array(LIMITS.maxPhotos + 1).fill(photo) },
          'photos',
          `At most ${LIMITS.maxPhotos} photos`,
        ],
        [
          { bio: `  ${'x'.repeat(LIMITS.minBioLength - 1)}  ` },
          'bio',
          `Your bio needs at least ${LIMITS.minBioLength} characters`,
        ],
      ] as const) {
        const answer = await call('PATCH', '/users/me', { token, body });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toContainEqual({ path, msg });
      }
      const bio = 'x'.repeat(LIMITS.minBioLength);
      const saved = await call('PATCH', '/users/me', {
        token,
        body: {
          bio,
          interests: ['Travel', 'Art', 'Music'],
          photos: Array(LIMITS.maxPhotos).fill(photo),
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ bio, interests: ['Travel', 'Art', 'Music'] });
    });

    it('answers 413 with an error text to a body over the size limit, and takes a six-photo signup under it', async () => {
      // Six photos of about a megabyte each as data URLs: more than the app's scaled photos.
      const photo = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;
      const member = await newMember({ photos: Array(LIMITS.maxPhotos).fill(photo) });
      expect(member.user.id).toBeTruthy();
      const big = await call('POST', '/posts', {
        token: member.token,
        body: { type: 'STORY', title: 'Big', content: 'x'.repeat(MAX_BODY_BYTES) },
      });
      expect(big.status).toBe(413);
      expect(schema.errorBody.parse(big.body).error).toMatch(/too large/i);
      const signup = await call('POST', '/auth/signup', {
        body: signupRequest({ photos: Array(LIMITS.maxPhotos + 3).fill(`${photo}${photo}`) }),
      });
      expect(signup.status).toBe(413);
      // Streamed, with no declared length: counted as it arrives.
      const megabyte = new TextEncoder().encode('x'.repeat(1024 * 1024));
      let chunks = 0;
      const streamed = await fetch(`${base}/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: new ReadableStream({
          pull: (controller) =>
            chunks++ < MAX_BODY_BYTES / megabyte.length + 1
              ? controller.enqueue(megabyte)
              : controller.close(),
        }),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(((await streamed.json()) as { error: string }).error).toMatch(/too large/i);
    });
  });

  describe('matches', () => {
    it('discover excludes oneself, members already swiped and matches', async () => {
      const { token, user } = await login();
      const profiles = z(
        schema.discoverProfile.array(),
        (await call('GET', '/matches/discover', { token })).body,
      );
      expect(profiles.length).toBeGreaterThanOrEqual(10);
      expect(profiles.map((profile) => profile.id)).not.toContain(user.id);
      const matched = (await call('GET', '/matches', { token })).body.map(
        (match: { user: { id: string } }) => match.user.id,
      );
      for (const id of matched) expect(profiles.map((profile) => profile.id)).not.toContain(id);
      await call('POST', '/matches/swipe', {
        token,
        body: { toUserId: profiles[0]!.id, action: 'PASS' },
      });
      const after = (await call('GET', '/matches/discover', { token })).body.map(
        (profile: { id: string }) => profile.id,
      );
      expect(after).not.toContain(profiles[0]!.id);
    });

    it('a LIKE back is a match with a conversation; unmatch removes it and both meet again in discover', async () => {
      const a = await newMember();
      const b = await newMember({ gender: 'MALE' });
      const first = await call('POST', '/matches/swipe', {
        token: a.token,
        body: { toUserId: b.user.id, action: 'LIKE' },
      });
      expect(schema.swipeAnswer.parse(first.body).isMatch).toBe(false);
      const second = await call('POST', '/matches/swipe', {
        token: b.token,
        body: { toUserId: a.user.id, action: 'LIKE' },
      });
      expect(second.body.isMatch).toBe(true);
      const matches = z(
        schema.match.array(),
        (await call('GET', '/matches', { token: a.token })).body,
      );
      expect(matches).toHaveLength(1);
      const conversations = z(
        schema.conversation.array(),
        (await call('GET', '/messages/conversations', { token: a.token })).body,
      );
      expect(conversations[0]!.matchId).toBe(matches[0]!.id);
      expect((await call('DELETE', `/matches/${matches[0]!.id}`, { token: b.token })).status).toBe(
        200,
      );
      expect((await call('GET', '/messages/conversations', { token: a.token })).body).toEqual([]);
      const discover = (await call('GET', '/matches/discover', { token: a.token })).body.map(
        (profile: { id: string }) => profile.id,
      );
      expect(discover).toContain(b.user.id);
    });

    it('liking a member who already liked the demo member is a match', async () => {
      const { token } = await login();
      const profiles = (await call('GET', '/matches/discover', { token })).body as { id: string }[];
      const results = await Promise.all(
        profiles.slice(0, 12).map((profile) =>
          call('POST', '/matches/swipe', {
            token,
            body: { toUserId: profile.id, action: 'LIKE' },
          }),
        ),
      );
      expect(results.some((result) => result.body.isMatch)).toBe(true);
    });

    it('refuses bad swipes and foreign unmatches', async () => {
      const { token } = await login();
      expect(
        (
          await call('POST', '/matches/swipe', {
            token,
            body: { toUserId: 'u-demo', action: 'LOVE' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('POST', '/matches/swipe', {
            token,
            body: { toUserId: 'u-nobody', action: 'LIKE' },
          })
        ).status,
      ).toBe(404);
      const stranger = await newMember();
      const demoMatch = (await call('GET', '/matches', { token })).body[0].id;
      expect(
        (await call('DELETE', `/matches/${demoMatch}`, { token: stranger.token })).status,
      ).toBe(404);
    });
  });

  describe('messages', () => {
    it('sending updates the last message and the other side unread count; read marking clears it', async () => {
      const demo = await login();
      const conversation = (await call('GET', '/messages/conversations', { token: demo.token }))
        .body[0];
      const sent = await call('POST', `/messages/conversations/${conversation.id}`, {
        token: demo.token,
        body: { content: 'Olá! How was the festival?' },
      });
      expect(sent.status).toBe(201);
      expect(schema.message.parse(sent.body).senderId).toBe(demo.user.id);
      const messages = z(
        schema.message.array(),
        (await call('GET', `/messages/conversations/${conversation.id}`, { token: demo.token }))
          .body,
      );
      expect(messages.at(-1)!.content).toBe('Olá! How was the festival?');
      const listed = (
        await call('GET', '/messages/conversations', { token: demo.token })
      ).body.find((c: { id: string }) => c.id === conversation.id);
      expect(listed.lastMessage).toBe('Olá! How was the festival?');
      await call('POST', `/messages/conversations/${conversation.id}/read`, { token: demo.token });
      const read = (await call('GET', '/messages/conversations', { token: demo.token })).body.find(
        (c: { id: string }) => c.id === conversation.id,
      );
      expect(read.unreadCount).toBe(0);
      expect(
        (
          await call('POST', `/messages/conversations/${conversation.id}`, {
            token: demo.token,
            body: { content: '   ' },
          })
        ).status,
      ).toBe(400);
    });

    it('pushes new_message to the recipient with the conversation as they list it', async ({
      skip,
    }) => {
      if (!started.connect) return skip();
      const { a, b, conversationId } = await matchedPair();
      const inbox = await listen(a.token, memberChannel(a.user.id));
      const outbox = await listen(b.token, memberChannel(b.user.id));
      const sent = await call('POST', `/messages/conversations/${conversationId}`, {
        token: b.token,
        body: { content: 'Tchau! See you at the samba class?' },
      });
      const frame = await nextFrame(inbox, (candidate) => candidate.event === NEW_MESSAGE_EVENT);
      expect(frame.channel).toBe(memberChannel(a.user.id));
      const event = schema.newMessageEvent.parse(eventData(frame));
      expect(event.message).toEqual(sent.body);
      const listed = (await call('GET', '/messages/conversations', { token: a.token })).body;
      expect(event.conversation).toEqual(listed[0]);
      expect(event.conversation).toMatchObject({ unreadCount: 1, name: 'Bruno Haddad' });
      expect((await settled(outbox)).map((f) => f.event)).not.toContain(NEW_MESSAGE_EVENT);
    });

    it('reading sets readByOtherAt on the other side and pushes messages_read to them', async () => {
      const { a, b, conversationId } = await matchedPair();
      const listedBy = async (token: string) =>
        z(
          schema.conversation.array(),
          (await call('GET', '/messages/conversations', { token })).body,
        ).find((conversation) => conversation.id === conversationId)!;
      expect((await listedBy(b.token)).readByOtherAt).toBeNull();
      const sender = started.connect ? await listen(b.token, memberChannel(b.user.id)) : null;
      await call('POST', `/messages/conversations/${conversationId}`, {
        token: b.token,
        body: { content: 'Did you read this?' },
      });
      expect((await listedBy(a.token)).unreadCount).toBe(1);
      const read = await call('POST', `/messages/conversations/${conversationId}/read`, {
        token: a.token,
      });
      expect(read.status).toBe(200);
      const mine = await listedBy(a.token);
      expect(mine.unreadCount).toBe(0);
      expect(mine.readByOtherAt).toBeNull();
      const theirs = await listedBy(b.token);
      expect(theirs.readByOtherAt).not.toBeNull();
      expect(theirs.readByOtherAt! >= theirs.lastMessageTime!).toBe(true);
      // Where the suite reaches the real-time server, the sender also learns it at once.
      if (sender) {
        const frame = await nextFrame(sender, (f) => f.event === MESSAGES_READ_EVENT);
        expect(schema.messagesReadEvent.parse(eventData(frame))).toEqual({
          conversationId,
          readAt: theirs.readByOtherAt,
        });
      }
    });

    it('only members of a conversation can read or write it', async () => {
      const demo = await login();
      const conversation = (await call('GET', '/messages/conversations', { token: demo.token }))
        .body[0];
      const stranger = await newMember();
      expect(
        (await call('GET', `/messages/conversations/${conversation.id}`, { token: stranger.token }))
          .status,
      ).toBe(404);
      expect(
        (
          await call('POST', `/messages/conversations/${conversation.id}`, {
            token: stranger.token,
            body: { content: 'hi' },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('posts', () => {
    it('pages the feed newest first with defaults 1 and 20', async () => {
      const { token } = await login();
      const first = z(schema.feedPost.array(), (await call('GET', '/posts/feed', { token })).body);
      expect(first).toHaveLength(20);
      const times = first.map((post) => post.timestamp);
      expect([...times].sort().reverse()).toEqual(times);
      const second = z(
        schema.feedPost.array(),
        (await call('GET', '/posts/feed?page=2&limit=20', { token })).body,
      );
      expect(second.length).toBeGreaterThan(0);
      expect(second.map((post) => post.id)).not.toContain(first[0]!.id);
      expect((await call('GET', '/posts/feed?page=0', { token })).status).toBe(400);
    });

    it("shows CONNECTIONS posts only to the author and the author's matches", async () => {
      const author = await newMember();
      const stranger = await newMember();
      const created = await call('POST', '/posts', {
        token: author.token,
        body: {
          type: 'STORY',
          title: 'Just for friends',
          content: 'Hi',
          visibility: 'CONNECTIONS',
        },
      });
      expect(created.status).toBe(201);
      const strangerFeed = (
        await call('GET', '/posts/feed?limit=100', { token: stranger.token })
      ).body.map((post: { id: string }) => post.id);
      expect(strangerFeed).not.toContain(created.body.id);
      const authorFeed = (await call('GET', '/posts/feed', { token: author.token })).body.map(
        (post: { id: string }) => post.id,
      );
      expect(authorFeed[0]).toBe(created.body.id);
    });

    it('validates post creation; only the author deletes (403 otherwise)', async () => {
      const author = await newMember();
      const other = await newMember();
      const bad = await call('POST', '/posts', {
        token: author.token,
        body: { type: 'PARTY', title: ' ', content: '' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(
        expect.arrayContaining(['type', 'title', 'content']),
      );
      const event = await call('POST', '/posts', {
        token: author.token,
        body: {
          type: 'EVENT',
          title: 'Diwali dinner',
          content: 'Bring a dish',
          location: 'Austin, TX',
          culturalTheme: 'Indian',
          eventDetails: { date: '2026-11-08', time: '19:00', price: 12.5 },
        },
      });
      expect(schema.feedPost.parse(event.body).price).toBe(12.5);
      expect((await call('DELETE', `/posts/${event.body.id}`, { token: other.token })).status).toBe(
        403,
      );
      expect(
        (await call('DELETE', `/posts/${event.body.id}`, { token: author.token })).status,
      ).toBe(200);
      expect(
        (await call('DELETE', `/posts/${event.body.id}`, { token: author.token })).status,
      ).toBe(404);
    });

    it('toggles likes and lists and adds comments, and records RSVPs on events', async () => {
      const { token } = await login();
      const post = (await call('GET', '/posts/feed', { token })).body.find(
        (candidate: { type: string }) => candidate.type === 'EVENT',
      );
      const liked = await call('POST', `/posts/${post.id}/like`, { token });
      const unliked = await call('POST', `/posts/${post.id}/like`, { token });
      expect(schema.likeAnswer.parse(liked.body).liked).toBe(!post.userHasLiked);
      expect(unliked.body.liked).toBe(post.userHasLiked);
      const added = await call('POST', `/posts/${post.id}/comments`, {
        token,
        body: { content: 'Count me in!' },
      });
      expect(schema.comment.parse(added.body).content).toBe('Count me in!');
      const comments = z(
        schema.comment.array(),
        (await call('GET', `/posts/${post.id}/comments`, { token })).body,
      );
      expect(comments.at(-1)!.id).toBe(added.body.id);
      const answer = await call('POST', `/posts/${post.id}/rsvp`, {
        token,
        body: { status: 'confirmed' },
      });
      expect(schema.rsvpAnswer.parse(answer.body).status).toBe('confirmed');
      expect(
        (await call('POST', `/posts/${post.id}/rsvp`, { token, body: { status: 'maybe' } })).status,
      ).toBe(400);
      expect((await call('POST', '/posts/p-nobody/like', { token })).status).toBe(404);
    });
  });

  it("authorises only the member's own private channel for real-time", async () => {
    const { token, user } = await login();
    const own = await call('POST', REALTIME_AUTH_PATH, {
      token,
      body: { socket_id: '12.34', channel_name: memberChannel(user.id) },
    });
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(new RegExp(`^${REALTIME_KEY}:[0-9a-f]{8}$`));
    const other = await call('POST', REALTIME_AUTH_PATH, {
      token,
      body: { socket_id: '12.34', channel_name: memberChannel('u-someone') },
    });
    expect(other.status).toBe(403);
    expect((await call('POST', REALTIME_AUTH_PATH, { token, body: {} })).status).toBe(400);
  });

  it("authorises a conversation's channel for its two members only", async () => {
    const { a, b, conversationId } = await matchedPair();
    const stranger = await newMember();
    const channel = conversationChannel(conversationId);
    for (const member of [a, b]) {
      const answer = await call('POST', REALTIME_AUTH_PATH, {
        token: member.token,
        body: { socket_id: '12.34', channel_name: channel },
      });
      expect(answer.status).toBe(200);
    }
    for (const name of [channel, conversationChannel('c-nobody')]) {
      const answer = await call('POST', REALTIME_AUTH_PATH, {
        token: stranger.token,
        body: { socket_id: '12.34', channel_name: name },
      });
      expect(answer.status).toBe(403);
      expect(schema.errorBody.parse(answer.body).error).toBeTruthy();
    }
  });

  it('relays client-typing on a conversation channel to the other member, not back to the sender, and refuses it unsubscribed', async ({
    skip,
  }) => {
    if (!started.connect) return skip();
    const { a, b, conversationId } = await matchedPair();
    const channel = conversationChannel(conversationId);
    const typist = await listen(a.token, channel);
    const reader = await listen(b.token, channel);
    const typing = { userId: a.user.id, name: 'Amara' };
    typist.send({ event: TYPING_EVENT, data: typing, channel });
    const frame = await nextFrame(reader, (candidate) => candidate.event === TYPING_EVENT);
    expect(frame.channel).toBe(channel);
    expect(schema.typingEvent.parse(eventData(frame))).toEqual(typing);
    expect((await settled(typist)).map((f) => f.event)).not.toContain(TYPING_EVENT);

    const stranger = await newMember();
    const eavesdropper = await listen(stranger.token, memberChannel(stranger.user.id));
    eavesdropper.send({ event: TYPING_EVENT, data: { userId: 'u-x', name: 'Eve' }, channel });
    const refused = await nextFrame(
      eavesdropper,
      (candidate) => candidate.event === 'pusher:error',
    );
    expect((eventData(refused) as { message: string }).message).toMatch(/not subscribed/);
    const heard = (await settled(reader)).filter((f) => f.event === TYPING_EVENT);
    expect(heard).toHaveLength(1);
  });

  it('answers 400 with an error text to a malformed JSON body', async () => {
    const { token } = await login();
    const answer = await call('POST', '/posts', { token, raw: '{"title":' });
    expect(answer.status).toBe(400);
    expect(schema.errorBody.parse(answer.body).error).toBeTruthy();
  });

  it('never answers 5xx to generated bad bodies', async () => {
    const { token } = await login();
    const posts = ['/auth/signup', '/auth/login', '/users/status', '/matches/swipe', '/posts'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(fc.json(), fc.string()),
        async (path, raw) => {
          const answer = await call('POST', path, { token, raw });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});

/** Parses with a contract schema, so a wrong shape fails the test with zod's message. */
function z<T>(parser: { parse: (value: unknown) => T }, value: unknown): T {
  return parser.parse(value);
}
