import { describe, expect, it, vi } from 'vitest';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../components/Toaster/notify', () => ({ notify: { error: notifyError } }));
const { forgetMemberCache, holdMemberCache, memberCache } = await import('./memberCache');

describe("the member screens' cache", () => {
  it('is the one a loader made, when the shell asks for the same member', () => {
    forgetMemberCache();
    const fromLoader = memberCache('token-ana');
    expect(memberCache('token-ana')).toBe(fromLoader);
  });

  it('is a new one for another member: nothing of the last one shows', () => {
    forgetMemberCache();
    const ana = memberCache('token-ana');
    ana.client.setQueryData(['posts', 'feed'], ['Ana’s feed']);
    const noah = memberCache('token-noah');
    expect(noah).not.toBe(ana);
    expect(noah.client.getQueryData(['posts', 'feed'])).toBeUndefined();
  });

  it('is new once the shell holding it has gone (a logout, the next story)', () => {
    forgetMemberCache();
    const held = memberCache('token-ana');
    const release = holdMemberCache(held);
    expect(memberCache('token-ana')).toBe(held);
    release();
    expect(memberCache('token-ana')).not.toBe(held);
  });

  it("stays with a shell that mounts again (React's strict mode mounts twice)", () => {
    forgetMemberCache();
    const cache = memberCache('token-ana');
    holdMemberCache(cache)();
    holdMemberCache(cache);
    expect(memberCache('token-ana')).toBe(cache);
  });
});

describe('a failing query of the member cache', () => {
  const failing = (key: string) => ({
    queryKey: [key],
    queryFn: () => Promise.reject(new Error('500')),
    meta: { errorMessage: `Failed to load ${key}. Please try again.` },
    retry: false,
  });

  it('says so while its shell is up, and not once it has gone (a logout, the next story)', async () => {
    forgetMemberCache();
    const said: string[] = [];
    notifyError.mockImplementation((title: string) => void said.push(title));
    const cache = memberCache('token-ana');
    const release = holdMemberCache(cache);
    await cache.client.prefetchQuery(failing('feed'));
    expect(said).toEqual(['Failed to load feed. Please try again.']);
    release();
    await cache.client.prefetchQuery(failing('matches'));
    expect(said).toEqual(['Failed to load feed. Please try again.']);
  });
});
