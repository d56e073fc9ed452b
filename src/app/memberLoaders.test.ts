import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../state/storedUser';
import { DEFAULT_TIMING } from '../state/timing';

const session = JSON.stringify({
  state: { user: { token: 'tok-ana', id: 'u-1', firstName: 'Ana', profileCompleted: true } },
  version: 0,
});
vi.stubGlobal('localStorage', {
  getItem: (key: string) => (key === SESSION_STORAGE_KEY ? session : null),
  setItem: () => {},
  removeItem: () => {},
});
const { prefetchDashboard } = await import('./memberLoaders');
const { forgetMemberCache, memberCache } = await import('./memberCache');
const { postKeys } = await import('../api/posts');
const { matchKeys } = await import('../api/matches');

const server = setupServer();
/** The API's answers, held until a test lets them go. */
let answer: { feed: () => void; discover: () => void };
const held = () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
};

/** Whether `promise` has settled by the end of the current turn of the event loop. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("the dashboard's loader", () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    forgetMemberCache();
    const feed = held();
    const discover = held();
    answer = { feed: feed.release, discover: discover.release };
    server.resetHandlers(
      http.get('http://backend.test/api/posts/feed', async () => {
        await feed.gate;
        return HttpResponse.json([]);
      }),
      http.get('http://backend.test/api/matches/discover', async () => {
        await discover.gate;
        return HttpResponse.json([]);
      }),
      http.get('http://backend.test/api/messages/conversations', () => HttpResponse.json([])),
    );
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
    // The unit tests share a worker's modules: the next file loads the member cache afresh, with
    // its own mocks (memberCache.test.ts mocks the toasts).
    vi.resetModules();
  });

  it('waits for the feed and the people to discover, so the screen draws with them', async () => {
    const loading = prefetchDashboard();
    const { client } = memberCache('tok-ana');
    answer.feed();
    await vi.waitFor(() =>
      expect(client.getQueryData(postKeys.feed)).toEqual({ pages: [[]], pageParams: [1] }),
    );
    // The feed is in; the people to discover are not yet.
    expect(await settled(loading)).toBe(false);
    answer.discover();
    await loading;
    expect(client.getQueryData(matchKeys.discover)).toEqual([]);
  });

  it('waits no longer than firstAnswersMs: a slow API gets the skeletons', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loading = prefetchDashboard();
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMING.firstAnswersMs - 1);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loading)).toBe(true);
    expect(memberCache('tok-ana').client.getQueryData(postKeys.feed)).toBeUndefined();
    answer.feed();
    answer.discover();
  });
});
