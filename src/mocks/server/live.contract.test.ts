// `npm run api` (live): the seed is moved to today when the working copy is made, and again by
// POST /demo/reset; a test server (not live) keeps the reference day.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../data/db';
import { REFERENCE_NOW } from '../referenceNow';
import { startApiServer } from './api';

const DAY = 86_400_000;
let close = async () => {};
afterEach(() => close());

async function newestTimes(live: boolean) {
  const folder = mkdtempSync(join(tmpdir(), 'beeglobal-live-'));
  const api = await startApiServer({ port: 0, dbFile: join(folder, 'db.json'), live });
  close = async () => {
    await api.close();
    rmSync(folder, { recursive: true, force: true });
  };
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => response.json());
  const { token } = await call('POST', '/auth/login', undefined, DEMO_ACCOUNT);
  const newest = async () => ({
    post: Date.parse((await call('GET', '/posts/feed?page=1&limit=1', token))[0].timestamp),
    conversation: Math.max(
      ...(await call('GET', '/messages/conversations', token)).map(
        (conversation: { lastMessageTime: string }) => Date.parse(conversation.lastMessageTime),
      ),
    ),
  });
  const loaded = await newest();
  await call('POST', '/demo/reset');
  return { loaded, reset: await newest() };
}

describe('the seed in a live mock API', () => {
  it('reads as today when loaded and after a reset: the newest post and conversation under a day old', async () => {
    const started = Date.now();
    const { loaded, reset } = await newestTimes(true);
    for (const time of [loaded.post, loaded.conversation, reset.post, reset.conversation]) {
      expect(time).toBeLessThanOrEqual(Date.now());
      expect(started - time).toBeLessThan(DAY);
    }
    expect(reset.post).toBeGreaterThanOrEqual(loaded.post);
  });

  it('keeps the reference day for tests', async () => {
    const { loaded, reset } = await newestTimes(false);
    for (const time of [loaded.post, loaded.conversation, reset.post, reset.conversation])
      expect(REFERENCE_NOW.getTime() - time).toBeLessThan(DAY);
  });
});
