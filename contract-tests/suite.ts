// The REST contract at the HTTP level: each group runs with the same assertions against every
// target (targets.ts), and its tests talk to the backend through the calls below.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import { signupRequest } from '../src/mocks/fixtures';
import { REALTIME_AUTH_PATH } from '../src/contract/endpoints';
import { undocumented } from './documented';
import { targets, type Frame, type RealtimeSocket, type Started } from './targets';

export type ContractApi = ReturnType<typeof contractApi>;

/** Runs `body` as the group `name` against each target, started once and reset before each test. */
export function describeContract(name: string, body: (api: ContractApi) => void) {
  describe.each(targets)('REST contract: $name', (target) => {
    let started: Started;
    beforeAll(async () => {
      started = await target.start();
    });
    afterAll(() => started.stop());
    beforeEach(() => started.reset());
    const sockets: RealtimeSocket[] = [];
    afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

    describe(name, () => body(contractApi(() => started, sockets)));
  });
}

function contractApi(backend: () => Started, sockets: RealtimeSocket[]) {
  async function call(
    method: string,
    path: string,
    { body, token, raw }: { body?: unknown; token?: string | null; raw?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${backend().base}${path}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const answer = { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(
      undocumented(method, path, answer.status, answer.body),
      'the OpenAPI document',
    ).toBeNull();
    return answer;
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

  /** A real-time connection of a member, subscribed to a private channel they may listen on. */
  const listen = async (token: string, channel: string) => {
    const socket = backend().connect!();
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

  return {
    /** The started target: its base URL, and its stored data and real-time server where known. */
    get backend() {
      return backend();
    },
    call,
    login,
    newMember,
    matchedPair,
    listen,
  };
}

/** The first frame, now or within a second, that passes the test. */
export async function nextFrame(
  socket: RealtimeSocket,
  test: (frame: Frame, index: number) => boolean,
) {
  for (let waited = 0; waited < 1000; waited += 10) {
    const found = socket.frames.find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no such frame; got ${socket.frames.map((frame) => frame.event).join(', ')}`);
}

/** Every frame the server sent so far has arrived once it answers a ping (it answers in order). */
export async function settled(socket: RealtimeSocket) {
  const from = socket.frames.length;
  socket.send({ event: 'pusher:ping', data: {} });
  await nextFrame(socket, (frame, index) => index >= from && frame.event === 'pusher:pong');
  return socket.frames;
}

export const eventData = (frame: Frame): unknown => JSON.parse(frame.data);

/** Parses with a contract schema, so a wrong shape fails the test with zod's message. */
export function z<T>(parser: { parse: (value: unknown) => T }, value: unknown): T {
  return parser.parse(value);
}
