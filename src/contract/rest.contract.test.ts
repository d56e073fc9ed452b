// The REST contract at the HTTP level, run with the same assertions against the MSW backend, the
// json-server backend on a free port, and (with CONTRACT_BASE_URL) any real backend.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handlers, resetMockBackend } from '../mocks/handlers';
import { startApiServer } from '../mocks/server/api';
import { DEMO_ACCOUNT } from '../mocks/data/db';
import { API_BASE_PATH, memberChannel, REALTIME_AUTH_PATH, REALTIME_KEY } from './endpoints';
import * as schema from './schemas';

type Target = {
  name: string;
  start: () => Promise<{ base: string; reset: () => void; stop: () => Promise<void> }>;
};

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
          return {
            base: `http://mock.test${API_BASE_PATH}`,
            reset: () => void resetMockBackend(),
            stop: async () => server.close(),
          };
        },
      },
      {
        name: 'json-server backend',
        start: async () => {
          const dbFile = join(mkdtempSync(join(tmpdir(), 'beeglobal-')), 'db.json');
          const api = await startApiServer({ port: 0, dbFile });
          return { base: api.url, reset: api.reset, stop: api.close };
        },
      },
    ];

describe.each(targets)('REST contract: $name', (target) => {
  let base = '';
  let stop = async () => {};
  let reset = () => {};
  beforeAll(async () => ({ base, reset, stop } = await target.start()));
  afterAll(() => stop());
  beforeEach(() => reset());

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

  let counter = 0;
  const newMember = async (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    const body = {
      email: `bee${counter}-${Date.now()}@example.com`,
      password: 'pollen123',
      firstName: 'Lina',
      lastName: 'Haddad',
      birthday: '1995-04-02',
      gender: 'FEMALE',
      orientation: 'EVERYONE',
      userType: 'NON_AMERICAN',
      nationality: 'Egyptian',
      location: 'Chicago, IL',
      relationshipGoal: 'BOTH',
      interests: ['Travel', 'Coffee', 'Art'],
      photos: ['data:image/png;base64,iVBORw0KGgo='],
      bio: 'Egyptian architect in Chicago who loves coffee, art and long walks by the lake.',
      languages: [],
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

    it('refuses a duplicate email and a missing nationality for international members', async () => {
      const duplicate = await call('POST', '/auth/signup', {
        body: { ...(await signupBody()), email: DEMO_ACCOUNT.email },
      });
      expect(duplicate.status).toBe(400);
      expect(schema.errorBody.parse(duplicate.body).error).toMatch(/already exists/);
      const noNationality = await call('POST', '/auth/signup', {
        body: { ...(await signupBody()), nationality: null },
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

  const signupBody = async () => ({
    email: `x${Date.now()}@example.com`,
    password: 'p',
    firstName: 'A',
    lastName: 'B',
    birthday: '1990-01-01',
    gender: 'MALE',
    orientation: 'WOMEN',
    userType: 'NON_AMERICAN',
    nationality: 'Other',
    location: 'Austin, TX',
    relationshipGoal: 'BOTH',
    interests: [],
    photos: [],
    bio: '',
    languages: [],
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
