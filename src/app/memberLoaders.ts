import { discoverQuery } from '../api/matches';
import { conversationsQuery } from '../api/messages';
import { feedQuery } from '../api/posts';
import { storedUser } from '../state/storedUser';
import { after } from '../state/timing';
import { memberCache } from './memberCache';

/**
 * The dashboard's first GETs, with the very queries its screen reads, into the cache its shell
 * will use; resolves once the feed and the people to discover are in, or after `firstAnswersMs`.
 * The screen then draws them with itself, in one go, rather than its skeletons first and each
 * answer in a render and a layout of its own after it. What is in the cache already is drawn as it
 * is (and asked for again if stale). Without a stored member there is nothing to ask: the guard
 * sends them to sign in.
 */
export async function prefetchDashboard() {
  const token = storedUser()?.token;
  if (!token) return;
  const { client } = memberCache(token);
  const firstAnswers = Promise.allSettled([
    client.ensureInfiniteQueryData({ ...feedQuery(), revalidateIfStale: true }),
    client.ensureQueryData({ ...discoverQuery(), revalidateIfStale: true }),
  ]);
  void client.prefetchQuery(conversationsQuery());
  let stopWaiting = () => {};
  await Promise.race([
    firstAnswers,
    new Promise<void>((resolve) => (stopWaiting = after('firstAnswersMs', resolve))),
  ]);
  stopWaiting();
}
