import { discoverQuery } from '../api/matches';
import { conversationsQuery } from '../api/messages';
import { feedQuery } from '../api/posts';
import { storedUser } from '../state/storedUser';
import { memberCache } from './memberCache';

/**
 * The dashboard's first GETs, with the very queries its screen reads, into the cache its shell
 * will use. Without a stored member there is nothing to ask: the guard sends them to sign in.
 */
export function prefetchDashboard() {
  const token = storedUser()?.token;
  if (!token) return;
  const { client } = memberCache(token);
  void client.prefetchInfiniteQuery(feedQuery());
  void client.prefetchQuery(discoverQuery());
  void client.prefetchQuery(conversationsQuery());
}
