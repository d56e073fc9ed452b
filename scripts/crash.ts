// Crash check of the mock API's data file, on loopback only: under concurrent writes the API is
// frozen (SIGSTOP) at FREEZES random moments and its file must parse; then its process group is
// killed (SIGKILL) KILLS times and restarted. Exits 1 on a bad file, failed restart or lost write.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiExited, freePort, signalApi, startApiProcess } from './apiProcess';

const FREEZES = 300;
const KILLS = 6;
const WRITERS = 20;

const dbFile = join(mkdtempSync(join(tmpdir(), 'beeglobal-crash-')), 'db.json');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startApi = () => startApiProcess(port, dbFile);

async function login() {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@beeglobal.app', password: 'honeybee123' }),
  });
  return ((await answer.json()) as { token: string }).token;
}

let api = await startApi();
if (!api) throw new Error('the mock API did not start');
let token = await login();
const conversations = (
  (await (
    await fetch(`${base}/messages/conversations`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string }[]
).map(({ id }) => id);

const acknowledged: { conversationId: string; id: string }[] = [];
let writing = true;
let sent = 0;
async function writer() {
  while (writing) {
    const conversationId = conversations[sent % conversations.length]!;
    sent += 1;
    try {
      const answer = await fetch(`${base}/messages/conversations/${conversationId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ content: `Crash check message ${sent}` }),
      });
      if (answer.status === 201)
        acknowledged.push({ conversationId, id: ((await answer.json()) as { id: string }).id });
    } catch {
      // Killed mid-request: not acknowledged, so not counted.
      await pause(20);
    }
  }
}
const writers = Array.from({ length: WRITERS }, writer);

const parses = () => {
  try {
    JSON.parse(readFileSync(dbFile, 'utf8'));
    return true;
  } catch {
    return false;
  }
};

let unparsedWhileFrozen = 0;
for (let freeze = 0; freeze < FREEZES; freeze += 1) {
  await pause(Math.random() * 20);
  signalApi(api, 'SIGSTOP');
  if (!parses()) unparsedWhileFrozen += 1;
  signalApi(api, 'SIGCONT');
}

let unparsedAfterKill = 0;
let failedRestarts = 0;
for (let kill = 0; kill < KILLS; kill += 1) {
  await pause(100 + Math.random() * 400);
  signalApi(api, 'SIGKILL');
  await apiExited(api);
  if (!parses()) unparsedAfterKill += 1;
  const restarted = await startApi();
  if (!restarted) {
    failedRestarts += 1;
    break;
  }
  api = restarted;
  token = await login();
}
writing = false;
await Promise.all(writers);

// With the API down for good (a restart failed), nothing can be looked up: every write counts lost.
let lost = failedRestarts ? acknowledged.length : 0;
for (const conversationId of failedRestarts ? [] : conversations) {
  const ids = new Set(
    (
      (await (
        await fetch(`${base}/messages/conversations/${conversationId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { id: string }[]
    ).map(({ id }) => id),
  );
  lost += acknowledged.filter((m) => m.conversationId === conversationId && !ids.has(m.id)).length;
}
signalApi(api, 'SIGTERM');
await apiExited(api);

console.log(
  `mock API crash check: the file parsed at ${FREEZES - unparsedWhileFrozen} of ${FREEZES} frozen moments and after ${KILLS - unparsedAfterKill} of ${KILLS} kills; ` +
    `${failedRestarts} failed restarts; ${acknowledged.length} acknowledged writes, ${lost} lost`,
);
process.exit(unparsedWhileFrozen + unparsedAfterKill + failedRestarts + lost === 0 ? 0 : 1);
