import { REFERENCE_NOW } from '../referenceNow';
import type { Db } from './db';
import { createSeedDb } from './seed';

const DAY_MS = 86_400_000;

/**
 * The seed as it reads on `now`, as a new db: every seeded time moved by the distance from the
 * reference day (order kept), so a live demo's newest post and messages are minutes and hours old,
 * not months. Events' calendar dates move whole days; birthdays stay (members simply grow older).
 */
export function seedAsOf(seed: Db, now: Date): Db {
  const distance = now.getTime() - REFERENCE_NOW.getTime();
  const days = Math.round(distance / DAY_MS);
  const moved = (iso: string) => new Date(new Date(iso).getTime() + distance).toISOString();
  const movedDay = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const withMovedCreation = <T extends { createdAt: string }>(records: T[]) =>
    records.map((record) => ({ ...record, createdAt: moved(record.createdAt) }));

  return {
    users: withMovedCreation(seed.users),
    sessions: withMovedCreation(seed.sessions),
    swipes: withMovedCreation(seed.swipes),
    matches: withMovedCreation(seed.matches),
    conversations: seed.conversations.map((conversation) => ({
      ...conversation,
      lastMessageTime: conversation.lastMessageTime && moved(conversation.lastMessageTime),
      readAt: Object.fromEntries(
        Object.entries(conversation.readAt).map(([member, at]) => [member, at && moved(at)]),
      ),
    })),
    messages: withMovedCreation(seed.messages),
    posts: withMovedCreation(seed.posts).map((post) => ({
      ...post,
      eventDetails: post.eventDetails && {
        ...post.eventDetails,
        date: post.eventDetails.date && movedDay(post.eventDetails.date),
      },
    })),
    likes: withMovedCreation(seed.likes),
    comments: withMovedCreation(seed.comments),
    rsvps: withMovedCreation(seed.rsvps),
  };
}

/** The seed moved to the real clock: what the live demos (`npm start`, the static demo) load. */
export const seedOfToday = (): Db => seedAsOf(createSeedDb(), new Date());
