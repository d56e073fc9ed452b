import { Faker, base } from '@faker-js/faker';
import { THREADS, type Thread } from './content/conversations';
import { emptyDb, type Db } from './db';
import { seedFeed } from './feed';
import { isoBefore, seedMember, speaker, type Member } from './members';

const SEED = 2026;
const MEMBER_COUNT = 40;
/** When each match's last message was sent, in minutes before the reference "now". */
const LAST_MESSAGE_AGO = [6, 42, 170, 1_560, 2_950, 95, 1_800];

/**
 * The matches whose last turns the recipient has read: of the demo member's, one they read and
 * one whose match read theirs (the premium demo member sees 'Seen' there).
 */
const READ_PAIRS = new Set([1, 2, 5]);

type NewId = (prefix: string) => string;

/**
 * All demo data, from one seeded generator: the same input gives the same bytes every run.
 * Guarantees for the demo account: conversations, at least 10 discover profiles of which some
 * already liked the demo member, a feed longer than one page, and posts of its own.
 */
export function createSeedDb(): Db {
  const faker = new Faker({ locale: base });
  faker.seed(SEED);
  let counter = 0;
  const id: NewId = (prefix) => `${prefix}-${(++counter).toString().padStart(4, '0')}`;

  const firstNames = new Set<string>();
  const members = Array.from({ length: MEMBER_COUNT }, (_, index) =>
    seedMember(faker, index, id, firstNames),
  );
  const [demo, ...others] = members as [Member, ...Member[]];
  const db: Db = { ...emptyDb(), users: members.map((member) => member.record) };

  // Matches with conversations: the demo member's first five, and two between other members.
  const pairs: [Member, Member][] = [
    ...others.slice(0, 5).map((other): [Member, Member] => [demo, other]),
    [others[10]!, others[11]!],
    [others[12]!, others[13]!],
  ];
  const used = new Set<Thread>();
  pairs.forEach(([me, them], pairIndex) => {
    const matchedAt = isoBefore(60 * 24 * (12 - pairIndex));
    for (const [from, to] of [
      [me, them],
      [them, me],
    ] as const)
      db.swipes.push({
        id: id('s'),
        fromUserId: from.record.id,
        toUserId: to.record.id,
        action: 'LIKE',
        createdAt: matchedAt,
      });
    const matchId = id('m');
    db.matches.push({ id: matchId, userIds: [me.record.id, them.record.id], createdAt: matchedAt });
    const thread = pickThread(used, pairIndex, me, them);
    converse(faker, db, id, { matchId, me, them, thread, pairIndex });
  });

  // Members who already liked the demo member, first in its discover stack: a like is a match.
  for (const admirer of others.slice(5, 11)) {
    db.swipes.push({
      id: id('s'),
      fromUserId: admirer.record.id,
      toUserId: demo.record.id,
      action: 'LIKE',
      createdAt: isoBefore(60 * 30),
    });
  }
  // Two profiles the demo member already passed on.
  for (const passed of others.slice(37, 39)) {
    db.swipes.push({
      id: id('s'),
      fromUserId: demo.record.id,
      toUserId: passed.record.id,
      action: 'PASS',
      createdAt: isoBefore(60 * 50),
    });
  }

  seedFeed(faker, db, members, id);
  return db;
}

/** The next thread that suits the pair, without repeating one until all have been used. */
function pickThread(used: Set<Thread>, pairIndex: number, me: Member, them: Member): Thread {
  const suits = THREADS.filter((thread) => thread.fits(speaker(me), speaker(them)));
  let fresh = suits.filter((thread) => !used.has(thread));
  if (fresh.length === 0) {
    used.clear();
    fresh = suits;
  }
  const thread = fresh[pairIndex % fresh.length]!;
  used.add(thread);
  return thread;
}

/** A match's conversation: the thread's turns a few minutes apart, and who has not read them. */
function converse(
  faker: Faker,
  db: Db,
  id: NewId,
  match: { matchId: string; me: Member; them: Member; thread: Thread; pairIndex: number },
) {
  const { matchId, me, them, thread, pairIndex } = match;
  const conversationId = id('c');
  const gaps = thread.turns.map((_, turn) => (turn ? faker.number.int({ min: 2, max: 25 }) : 0));
  let ago = LAST_MESSAGE_AGO[pairIndex]! + gaps.reduce((sum, gap) => sum + gap, 0);
  thread.turns.forEach(({ from, text }, turn) => {
    ago -= gaps[turn]!;
    db.messages.push({
      id: id('msg'),
      conversationId,
      senderId: (from === 'me' ? me : them).record.id,
      content: text(speaker(me), speaker(them)),
      createdAt: isoBefore(ago),
    });
  });
  const sent = db.messages.slice(-thread.turns.length);
  const last = sent.at(-1)!;
  const lastFrom = thread.turns.at(-1)!.from;
  const [sender, recipient] = lastFrom === 'me' ? [me, them] : [them, me];
  const lastReply = thread.turns.findLastIndex((turn) => turn.from !== lastFrom);
  const unanswered = thread.turns.length - 1 - lastReply;
  // Most conversations wait with the last sender's unanswered turns, and the recipient last
  // opened it to write their own last reply; a few have been read a few minutes after.
  const read = READ_PAIRS.has(pairIndex);
  const recipientReadAt = read
    ? isoBefore(LAST_MESSAGE_AGO[pairIndex]! - 3)
    : lastReply >= 0
      ? sent[lastReply]!.createdAt
      : null;
  db.conversations.push({
    id: conversationId,
    matchId,
    memberIds: [me.record.id, them.record.id],
    lastMessage: last.content,
    lastMessageTime: last.createdAt,
    unread: {
      [me.record.id]: 0,
      [them.record.id]: 0,
      [recipient.record.id]: read ? 0 : unanswered,
    },
    // The last sender had it open as they wrote.
    readAt: Object.fromEntries(
      [me, them].map(({ record }) => [
        record.id,
        record === sender.record ? last.createdAt : recipientReadAt,
      ]),
    ),
  });
}
