import type { DiscoverProfile, FeedPost, SignupRequest } from '../contract/types';
import { REFERENCE_NOW } from './referenceNow';
import { createBackend } from './backend/create';
import { handle } from './backend/router';
import { createSeedDb } from './data/seed';
import { DEMO_ACCOUNT } from './data/db';
import { pngDataUrl } from './data/pngDataUrl';

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

let joined = 0;

/** The new member's photo: a small honey-coloured square, as the picker would send a picture. */
const NEW_MEMBER_PHOTO = pngDataUrl(16, 16, [232, 163, 23]);

/** A valid signup of a new member (a new email every call), for tests over HTTP. */
export const signupRequest = (changes: Partial<SignupRequest> = {}): SignupRequest => ({
  email: `lina-${(joined += 1)}-${Date.now()}@example.com`,
  password: 'pollen123',
  firstName: 'Lina',
  lastName: 'Haddad',
  birthday: '1995-04-02',
  gender: 'FEMALE',
  orientation: 'EVERYONE',
  userType: 'NON_AMERICAN',
  nationality: 'Egyptian',
  location: 'Chicago, IL',
  relationshipGoal: 'BOTH',
  interests: ['Travel', 'Coffee', 'Art'],
  photos: [NEW_MEMBER_PHOTO],
  bio: 'Egyptian architect in Chicago who loves coffee, art and long walks by the lake.',
  languages: [],
  ...changes,
});
