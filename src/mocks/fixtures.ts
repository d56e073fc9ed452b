import type { DiscoverProfile, FeedPost } from '../contract/types';
import { REFERENCE_NOW } from './clock';
import { createBackend } from './backend/create';
import { handle } from './backend/router';
import { createSeedDb } from './data/seed';
import { DEMO_ACCOUNT } from './data/db';

/**
 * What the seeded backend answers the demo member, for component stories that take data as
 * props: the same records the screens show, produced by the same backend logic.
 */
function askAsDemo<T>(path: string): T {
  const backend = createBackend(createSeedDb(), { now: () => new Date(REFERENCE_NOW) });
  const token = 'fixture-token';
  backend.db.sessions.push({
    token,
    userId: DEMO_ACCOUNT.id,
    createdAt: REFERENCE_NOW.toISOString(),
  });
  const [pathname, search = ''] = path.split('?');
  const answer = handle(backend, {
    method: 'GET',
    path: pathname!,
    query: new URLSearchParams(search),
    body: undefined,
    token,
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.body as T;
}

/** The demo member's discover stack, as GET /matches/discover answers it. */
export const discoverProfiles = () => askAsDemo<DiscoverProfile[]>('/matches/discover');

/** The first page of the demo member's feed, as GET /posts/feed answers it. */
export const feedPosts = () => askAsDemo<FeedPost[]>('/posts/feed?page=1&limit=20');
