import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSeedDb } from './seed';
import { DEMO_ACCOUNT } from './db';

const db = createSeedDb();

describe('seeded demo data', () => {
  it('is what db.json holds, byte for byte (npm run seed regenerates it)', () => {
    expect(`${JSON.stringify(db, null, 2)}\n`).toBe(readFileSync('db.json', 'utf8'));
  });

  it('keeps the demo account guarantees', () => {
    const demo = db.users.find((user) => user.id === DEMO_ACCOUNT.id)!;
    expect(demo.email).toBe(DEMO_ACCOUNT.email);
    expect(db.conversations.filter((c) => c.memberIds.includes(demo.id)).length).toBeGreaterThan(0);
    const admirers = db.swipes
      .filter((s) => s.toUserId === demo.id && s.action === 'LIKE')
      .map((s) => s.fromUserId);
    const matched = new Set(
      db.matches.filter((m) => m.userIds.includes(demo.id)).flatMap((m) => m.userIds),
    );
    expect(admirers.filter((id) => !matched.has(id)).length).toBeGreaterThan(2);
    expect(db.posts.filter((post) => post.authorId === demo.id).length).toBeGreaterThan(0);
    expect(db.posts.length).toBeGreaterThan(20);
    expect(new Set(db.posts.map((post) => post.type))).toEqual(new Set(['STORY', 'EVENT', 'NEWS']));
  });

  it('gives every member a bio of 50+ characters and only local photos', () => {
    for (const user of db.users) {
      expect(user.bio.length).toBeGreaterThanOrEqual(50);
      for (const photo of user.photos) expect(photo.startsWith('data:image/')).toBe(true);
    }
  });
});
