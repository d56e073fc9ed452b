// Load and persistence check of the json-server mock API (loopback): 10,000 requests, 100 at a time
// (feed and conversation reads; messages, likes, posts, swipes by many members), each accepted
// write looked up before and after an API restart. Prints req/s, p50/p95, errors and lost writes.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiExited, freePort, signalApi, startApiProcess } from './apiProcess';

const TOTAL = 10_000;
const CONCURRENCY = 100;
/** The same run before the data file's writes were atomic and coalesced (json-server's own). */
const BEFORE = { perSecond: 208, p50: 418, p95: 1043 };
/** Seeded members besides the demo one who swipe during the run (their password is the seed's). */
const SWIPERS = 30;
const SEEDED_PASSWORD = 'beeglobal123';

const dbFile = join(mkdtempSync(join(tmpdir(), 'beeglobal-load-')), 'db.json');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function startApi(): Promise<ChildProcess> {
  const child = await startApiProcess(port, dbFile);
  if (!child) throw new Error('mock API did not start');
  return child;
}

const stopApi = (child: ChildProcess) => {
  signalApi(child, 'SIGTERM');
  return apiExited(child);
};

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let api = await startApi();
const demo = (
  await call('POST', '/auth/login', undefined, {
    email: 'demo@beeglobal.app',
    password: 'honeybee123',
  })
).body;
const token: string = demo.token;
const conversations: { id: string }[] = (await call('GET', '/messages/conversations', token)).body;
const feed: { id: string; userHasLiked: boolean }[] = (
  await call('GET', '/posts/feed?limit=40', token)
).body;

// Members who swipe: each through the people their discover stack holds, likes and passes in turn.
const seededEmails = (
  JSON.parse(readFileSync('db.json', 'utf8')) as { users: { email: string }[] }
).users
  .map((user) => user.email)
  .filter((email) => email !== 'demo@beeglobal.app')
  .slice(0, SWIPERS);
const swipers: { token: string; stack: string[] }[] = [];
for (const email of seededEmails) {
  const { token: swiperToken } = (
    await call('POST', '/auth/login', undefined, { email, password: SEEDED_PASSWORD })
  ).body;
  const stack = (await call('GET', '/matches/discover', swiperToken)).body.map(
    (profile: { id: string }) => profile.id,
  );
  swipers.push({ token: swiperToken, stack });
}
/** The swipes to make, members taking turns, so many write at once. */
const swipeQueue: { swiper: number; toUserId: string; action: 'LIKE' | 'PASS' }[] = [];
for (let round = 0; swipers.some((swiper) => swiper.stack.length > round); round += 1)
  swipers.forEach((swiper, index) => {
    const toUserId = swiper.stack[round];
    if (toUserId) swipeQueue.push({ swiper: index, toUserId, action: round % 2 ? 'PASS' : 'LIKE' });
  });

const writes = {
  messages: [] as { conversationId: string; id: string }[],
  posts: [] as string[],
  likeFlips: new Map<string, number>(),
  swipes: [] as { swiper: number; toUserId: string }[],
};
const latencies: number[] = [];
let errors = 0;
let next = 0;

async function worker() {
  while (next < TOTAL) {
    const n = next++;
    const started = performance.now();
    let answer: { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    switch (n % 6) {
      case 0:
        answer = await call('GET', `/posts/feed?page=${1 + (n % 3)}`, token);
        break;
      case 1:
        answer = await call('GET', '/messages/conversations', token);
        break;
      case 2: {
        const conversationId = conversations[n % conversations.length]!.id;
        answer = await call('POST', `/messages/conversations/${conversationId}`, token, {
          content: `Load message ${n}`,
        });
        if (answer.status === 201) writes.messages.push({ conversationId, id: answer.body.id });
        break;
      }
      case 3: {
        const postId = feed[n % feed.length]!.id;
        answer = await call('POST', `/posts/${postId}/like`, token);
        if (answer.status === 200)
          writes.likeFlips.set(postId, (writes.likeFlips.get(postId) ?? 0) + 1);
        break;
      }
      case 4: {
        const swipe = swipeQueue.shift();
        if (!swipe) {
          answer = await call('GET', '/matches/discover', token);
          break;
        }
        answer = await call('POST', '/matches/swipe', swipers[swipe.swiper]!.token, {
          toUserId: swipe.toUserId,
          action: swipe.action,
        });
        if (answer.status === 200) writes.swipes.push(swipe);
        break;
      }
      default:
        answer = await call('POST', '/posts', token, {
          type: 'STORY',
          title: `Load story ${n}`,
          content: 'Written by the load check.',
        });
        if (answer.status === 201) writes.posts.push(answer.body.id);
    }
    latencies.push(performance.now() - started);
    if (answer.status >= 400) errors += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - started) / 1000;

/** Counts accepted writes that the API no longer has. */
async function lostWrites() {
  let lost = 0;
  for (const conversation of conversations) {
    const ids = new Set(
      (await call('GET', `/messages/conversations/${conversation.id}`, token)).body.map(
        (m: { id: string }) => m.id,
      ),
    );
    lost += writes.messages.filter(
      (m) => m.conversationId === conversation.id && !ids.has(m.id),
    ).length;
  }
  const profile = (await call('GET', '/users/profile/me', token)).body;
  const postIds = new Set(profile.posts.map((post: { id: string }) => post.id));
  lost += writes.posts.filter((id) => !postIds.has(id)).length;
  const now = new Map<string, boolean>();
  for (let page = 1; ; page += 1) {
    const posts: { id: string; userHasLiked: boolean }[] = (
      await call('GET', `/posts/feed?page=${page}&limit=100`, token)
    ).body;
    if (posts.length === 0) break;
    for (const post of posts) now.set(post.id, post.userHasLiked);
  }
  for (const post of feed) {
    const flips = writes.likeFlips.get(post.id) ?? 0;
    if (now.get(post.id) !== (flips % 2 === 1 ? !post.userHasLiked : post.userHasLiked)) lost += 1;
  }
  // A kept swipe takes its person out of the swiper's discover stack for good.
  for (const [index, swiper] of swipers.entries()) {
    const stack = new Set(
      (await call('GET', '/matches/discover', swiper.token)).body.map((p: { id: string }) => p.id),
    );
    lost += writes.swipes.filter((w) => w.swiper === index && stack.has(w.toUserId)).length;
  }
  return lost;
}

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
const accepted =
  writes.messages.length +
  writes.posts.length +
  writes.swipes.length +
  [...writes.likeFlips.values()].reduce((a, b) => a + b, 0);
const lostBefore = await lostWrites();
await stopApi(api);
api = await startApi();
const lostAfter = await lostWrites();
await stopApi(api);

console.log(
  `mock API load: ${TOTAL} requests, concurrency ${CONCURRENCY}, ${(TOTAL / seconds).toFixed(0)} requests/s`,
);
console.log(`latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms; errors ${errors}`);
console.log(
  `  before (json-server's whole-file writes): ${BEFORE.perSecond} requests/s, p50 ${BEFORE.p50} ms, p95 ${BEFORE.p95} ms`,
);
console.log(
  `accepted writes ${accepted} (${writes.messages.length} messages, ${writes.posts.length} posts, ${[...writes.likeFlips.values()].reduce((a, b) => a + b, 0)} likes, ${writes.swipes.length} swipes by ${swipers.length} members); lost ${lostBefore} before restart, ${lostAfter} after restart`,
);
process.exit(errors === 0 && lostBefore === 0 && lostAfter === 0 ? 0 : 1);
