import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_NOW } from '../referenceNow';
import type { Db } from './db';
import { createSeedDb } from './seed';
import { seedAsOf } from './today';

const seed = createSeedDb();
const seedText = JSON.stringify(seed);
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every timestamp in a db with where it sits (`posts.3.createdAt`), in a stable order. */
function timestamps(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return ISO_TIME.test(value) ? [[at, value]] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => timestamps(inner, `${at}.${key}`));
}

const eventDates = (db: Db) => db.posts.flatMap((post) => post.eventDetails?.date ?? []);
const newest = (times: (string | null)[]) =>
  Math.max(...times.flatMap((time) => (time ? [Date.parse(time)] : [])));

describe('the seed moved to today', () => {
  const today = new Date('2026-11-25T04:31:50.000Z');
  const moved = seedAsOf(seed, today);

  it('moves every timestamp by the distance from the reference day, and leaves the seed as it was', () => {
    const distance = today.getTime() - REFERENCE_NOW.getTime();
    const before = timestamps(seed);
    const after = timestamps(moved);
    expect(after.map(([at]) => at)).toEqual(before.map(([at]) => at));
    expect(before.length).toBeGreaterThan(350); // the walk sees all of them
    after.forEach(([, time], index) =>
      expect(Date.parse(time) - Date.parse(before[index]![1])).toBe(distance),
    );
    expect(JSON.stringify(seed)).toBe(seedText);
  });

  it('reads as today: the newest post and conversation are under a day old, nothing is ahead but events', () => {
    const age = (time: number) => today.getTime() - time;
    expect(age(newest(moved.posts.map((post) => post.createdAt)))).toBeLessThan(DAY);
    expect(age(newest(moved.posts.map((post) => post.createdAt)))).toBeGreaterThan(0);
    expect(age(newest(moved.conversations.map((c) => c.lastMessageTime)))).toBeLessThan(HOUR);
    for (const [at, time] of timestamps(moved))
      expect(Date.parse(time), at).toBeLessThanOrEqual(today.getTime());
    for (const date of eventDates(moved))
      expect(Date.parse(`${date}T23:59:59Z`)).toBeGreaterThan(today.getTime());
  });

  it('moves event dates by whole days, keeping their weekday distance, and keeps birthdays', () => {
    const shift = (Date.parse(eventDates(moved)[0]!) - Date.parse(eventDates(seed)[0]!)) / DAY;
    expect(shift).toBe(Math.round((today.getTime() - REFERENCE_NOW.getTime()) / DAY));
    eventDates(moved).forEach((date, index) =>
      expect(Date.parse(date) - Date.parse(eventDates(seed)[index]!)).toBe(shift * DAY),
    );
    expect(moved.users.map((user) => user.birthday)).toEqual(
      seed.users.map((user) => user.birthday),
    );
  });

  it('keeps the order of everything, on any day', () => {
    const order = (db: Db) =>
      timestamps(db)
        .map(([at, time]) => [at, Date.parse(time)] as const)
        .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
        .map(([at]) => at);
    const seedOrder = order(seed);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (day) => {
          expect(order(seedAsOf(seed, day))).toEqual(seedOrder);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('is the seed itself on the reference day (stories and tests)', () => {
    expect(seedAsOf(seed, REFERENCE_NOW)).toEqual(seed);
  });
});
