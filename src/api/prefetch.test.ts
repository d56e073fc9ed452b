import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../state/storedUser';

const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
const { dropPrefetched, prefetchFirstCalls, takePrefetched } = await import('./prefetch');
const { request } = await import('./client');
const { useSession } = await import('../state/session');

const server = setupServer();
const user = { token: 'tok-1', id: 'u-1', firstName: 'Ana', profileCompleted: true };
/** The GETs the backend answered; its answer says how many it has had. */
let asked: string[] = [];

describe('prefetched calls (a screen’s first GETs, started with its code)', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    asked = [];
    server.use(
      http.get('http://backend.test/api/matches/discover', ({ request: sent }) => {
        asked.push(`discover ${sent.headers.get('authorization')}`);
        return HttpResponse.json([{ answer: asked.length }]);
      }),
      http.post('http://backend.test/api/matches/swipe', () => HttpResponse.json({ ok: true })),
    );
    useSession.setState({ user });
    stored.set(SESSION_STORAGE_KEY, JSON.stringify({ state: { user }, version: 0 }));
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    dropPrefetched();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  it('asks as the stored member, and the screen’s own call takes that answer once', async () => {
    prefetchFirstCalls(['/matches/discover']);
    expect(await request('GET', '/matches/discover')).toEqual([{ answer: 1 }]);
    expect(await request('GET', '/matches/discover')).toEqual([{ answer: 2 }]);
    expect(asked).toEqual(['discover Bearer tok-1', 'discover Bearer tok-1']);
  });

  it('asks nothing for a visitor', async () => {
    useSession.setState({ user: null });
    stored.clear();
    const fetched = vi.spyOn(globalThis, 'fetch');
    prefetchFirstCalls(['/matches/discover']);
    expect(fetched).not.toHaveBeenCalled();
    expect(takePrefetched('GET', '/matches/discover', undefined)).toBeUndefined();
  });

  it('a change drops every prefetched answer: one from before it may no longer be true', async () => {
    prefetchFirstCalls(['/matches/discover']);
    await request('POST', '/matches/swipe', { body: { targetUserId: 'u-2', action: 'LIKE' } });
    expect(await request('GET', '/matches/discover')).toEqual([{ answer: 2 }]);
  });

  it('another member never gets it, and after 10 s nobody does', async () => {
    prefetchFirstCalls(['/matches/discover']);
    expect(takePrefetched('GET', '/matches/discover', 'tok-2')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_001);
    expect(takePrefetched('GET', '/matches/discover', 'tok-1')).toBeUndefined();
  });
});
