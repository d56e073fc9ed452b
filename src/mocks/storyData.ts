import { DEMO_ACCOUNT, type Db } from './data/db';

/**
 * Changes to a story's fresh copy of the seeded data (`parameters.mockData`): smaller feeds for
 * pictures of one screen, and discover stacks that hold just the people a story needs.
 */

/** Keeps the newest `count` posts, all for everyone to see, so every member's feed holds them all. */
export const keepNewestPosts = (count: number) => (db: Db) => {
  db.posts = db.posts
    .filter((post) => post.visibility === 'GLOBAL')
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, count);
};

const likedTheDemoMember = (db: Db) =>
  new Set(
    db.swipes
      .filter((swipe) => swipe.toUserId === DEMO_ACCOUNT.id && swipe.action === 'LIKE')
      .map((swipe) => swipe.fromUserId),
  );

/** Members who have not liked the demo member: a like on them is not a match. */
export const strangers = (db: Db) => {
  const admirers = likedTheDemoMember(db);
  return db.users.filter((user) => user.id !== DEMO_ACCOUNT.id && !admirers.has(user.id));
};

/** Leaves only `ids` in the demo member's discover stack: everyone else was already passed. */
export function onlyInDiscover(db: Db, ids: readonly string[]) {
  for (const user of db.users) {
    if (user.id === DEMO_ACCOUNT.id || ids.includes(user.id)) continue;
    db.swipes.push({
      id: `s-story-${user.id}`,
      fromUserId: DEMO_ACCOUNT.id,
      toUserId: user.id,
      action: 'PASS',
      createdAt: '2026-06-01T12:00:00.000Z',
    });
  }
}

/** Only members who already liked the demo member wait in discover: every like is a match. */
export const onlyAdmirersInDiscover = (db: Db) => onlyInDiscover(db, [...likedTheDemoMember(db)]);

/** A few strangers wait in discover, so likes give their toast without a match. */
export const strangersInDiscover = (count: number) => (db: Db) =>
  onlyInDiscover(
    db,
    strangers(db)
      .slice(0, count)
      .map((user) => user.id),
  );
