import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSeedDb } from './seed';
import { DEMO_ACCOUNT, type Db } from './db';
import { verifyPassword } from '../backend/password';
import { SEEDED_PASSWORD_HASHES } from './passwordHashes';

const db = createSeedDb();
const demo = db.users.find((user) => user.id === DEMO_ACCOUNT.id)!;
const matchedWithDemo = new Set(
  db.matches.filter((m) => m.userIds.includes(demo.id)).flatMap((m) => m.userIds),
);
// The demo member's discover stack, as the backend builds it.
const swipedByDemo = new Set(
  db.swipes.filter((s) => s.fromUserId === demo.id).map((s) => s.toUserId),
);
const discover = db.users.filter(
  (user) => user.id !== demo.id && !swipedByDemo.has(user.id) && !matchedWithDemo.has(user.id),
);

/**
 * Lorem ipsum and faker's Latin vocabulary. Single words only where no English, Romance or
 * Dutch word or name shares the spelling ("dolor", "culpa", "esse", "sint" and "vero" do, so
 * they only count inside the phrases they come in).
 */
const LATIN_WORDS = [
  'lorem',
  'ipsum',
  'consectetur',
  'adipiscing',
  'adipisci',
  'eiusmod',
  'incididunt',
  'aliqua',
  'veniam',
  'nostrud',
  'exercitation',
  'exercitationem',
  'ullamco',
  'laboris',
  'aliquip',
  'consequat',
  'consequatur',
  'consequuntur',
  'duis',
  'irure',
  'reprehenderit',
  'voluptate',
  'voluptatem',
  'voluptatum',
  'voluptas',
  'voluptates',
  'voluptatibus',
  'cillum',
  'fugiat',
  'pariatur',
  'excepteur',
  'excepturi',
  'occaecat',
  'occaecati',
  'cupidatat',
  'proident',
  'deserunt',
  'mollit',
  'mollitia',
  'laborum',
  'laboriosam',
  'accusamus',
  'accusantium',
  'tenetur',
  'repellendus',
  'repellat',
  'corporis',
  'necessitatibus',
  'quibusdam',
  'aspernatur',
  'molestias',
  'molestiae',
  'doloremque',
  'doloribus',
  'dolorum',
  'eveniet',
  'expedita',
  'perferendis',
  'dignissimos',
  'blanditiis',
  'praesentium',
  'nesciunt',
  'asperiores',
  'debitis',
  'recusandae',
  'similique',
  'laudantium',
  'ducimus',
  'tredecim',
  'reiciendis',
  'repudiandae',
  'quisquam',
  'quaerat',
  'perspiciatis',
  'eligendi',
  'sapiente',
  'temporibus',
  'tempore',
  'incidunt',
  'suscipit',
  'veritatis',
  'architecto',
  'explicabo',
  'quidem',
  'aliquam',
  'quas',
  'quia',
  'quod',
];
const LATIN_PHRASES = [
  'dolor sit',
  'sit amet',
  'sed do',
  'do eiusmod',
  'tempor incididunt',
  'ut labore',
  'labore et dolore',
  'magna aliqua',
  'ut enim',
  'ad minim',
  'minim veniam',
  'quis nostrud',
  'nisi ut',
  'ex ea commodo',
  'duis aute',
  'in reprehenderit',
  'velit esse',
  'esse cillum',
  'nulla pariatur',
  'sint occaecat',
  'sunt in culpa',
  'qui officia',
  'id est laborum',
  'at vero eos',
  'vero eos',
];
const latinFiller = new RegExp(
  `(?<!\\p{L})(${[...LATIN_WORDS, ...LATIN_PHRASES].join('|').replace(/ /g, '\\s+')})(?!\\p{L})`,
  'iu',
);

/** Everything a person reads in the demo: names, bios, journeys, posts, messages, comments. */
const readableTexts = (data: Db) => [
  ...data.users.flatMap((u) => [u.firstName, u.lastName, u.bio, u.culturalJourney ?? '']),
  ...data.posts.flatMap((post) => [post.title, post.content]),
  ...data.messages.map((message) => message.content),
  ...data.conversations.map((conversation) => conversation.lastMessage ?? ''),
  ...data.comments.map((comment) => comment.content),
];

describe('seeded demo data', () => {
  it('is what db.json holds, byte for byte (npm run seed regenerates it)', () => {
    expect(`${JSON.stringify(db, null, 2)}\n`).toBe(readFileSync('db.json', 'utf8'));
  });

  it('keeps the demo account guarantees', () => {
    expect(demo.email).toBe(DEMO_ACCOUNT.email);
    expect(verifyPassword(DEMO_ACCOUNT.password, demo.passwordHash)).toBe(true);
    expect(demo.firstName).toBe('Sam');
    expect(db.conversations.filter((c) => c.memberIds.includes(demo.id)).length).toBeGreaterThan(0);
    expect(discover.length).toBeGreaterThanOrEqual(10);
    const admirers = db.swipes
      .filter((s) => s.toUserId === demo.id && s.action === 'LIKE')
      .map((s) => s.fromUserId);
    expect(admirers.filter((id) => discover.some((user) => user.id === id)).length).toBeGreaterThan(
      2,
    );
    const visible = db.posts.filter(
      (post) =>
        post.visibility === 'GLOBAL' ||
        post.authorId === demo.id ||
        matchedWithDemo.has(post.authorId),
    );
    expect(visible.length).toBeGreaterThan(20);
    expect(db.posts.filter((post) => post.authorId === demo.id).length).toBeGreaterThan(0);
    expect(new Set(db.posts.map((post) => post.type))).toEqual(new Set(['STORY', 'EVENT', 'NEWS']));
  });

  it('keeps passwords only as hashes, each with its own salt, that the seeded passwords sign in with', () => {
    const text = readFileSync('db.json', 'utf8');
    expect(text).not.toMatch(/"password"|honeybee123|beeglobal123/);
    const salts = db.users.map((user) => user.passwordHash.split('$')[2]);
    expect(new Set(salts).size).toBe(db.users.length);
    // Kept, not derived at each seeding (passwordHashes.ts): every member's signs in.
    expect(SEEDED_PASSWORD_HASHES).toHaveLength(db.users.length);
    const others = db.users.filter((user) => user !== demo);
    expect(others.filter((user) => !verifyPassword('beeglobal123', user.passwordHash))).toEqual([]);
    expect(verifyPassword(DEMO_ACCOUNT.password, others[0]!.passwordHash)).toBe(false);
  });

  it('shows discover cards of every kind: with and without a journey, online and offline', () => {
    expect(new Set(discover.map((user) => user.culturalJourney === null))).toEqual(
      new Set([true, false]),
    );
    expect(new Set(discover.map((user) => user.isOnline))).toEqual(new Set([true, false]));
  });

  it('gives every member a bio of 50+ characters and two different local photos', () => {
    for (const user of db.users) {
      expect(user.bio.length).toBeGreaterThanOrEqual(50);
      expect(user.photos).toHaveLength(2);
      expect(user.photos[0]).not.toBe(user.photos[1]);
      for (const photo of user.photos) expect(photo.startsWith('data:image/')).toBe(true);
    }
  });

  it('gives many posts a local picture, not all, and never the same title twice', () => {
    const pictures = db.posts.map((post) => post.image).filter((image) => image !== null);
    expect(pictures.length).toBeGreaterThan(db.posts.length / 2);
    expect(pictures.length).toBeLessThan(db.posts.length);
    for (const picture of pictures) expect(picture.startsWith('data:image/')).toBe(true);
    expect(new Set(db.posts.map((post) => post.title)).size).toBe(db.posts.length);
  });

  it('holds no Latin filler in anything a person reads', () => {
    const stored = JSON.parse(readFileSync('db.json', 'utf8')) as Db;
    const filler = readableTexts(stored).filter((text) => latinFiller.test(text));
    expect(filler).toEqual([]);
  });

  it('recognises Latin filler, and not the English or names around it', () => {
    for (const text of [
      'Lorem ipsum dolor sit amet.',
      'Adicio laudantium vesco uxor tabernus tredecim caste ducimus acervus.',
      'Quis nostrud exercitation.',
    ])
      expect(text).toMatch(latinFiller);
    for (const text of [
      'Sit down, do tell: is the dolor in "sin dolor" Spanish?',
      'Vero from Turin says sobremesa is no culpa of hers.',
      'Sint-Maarten, Magna Carta and a nulla osta.',
    ])
      expect(text).not.toMatch(latinFiller);
  });
});
