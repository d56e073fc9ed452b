import { DEMO_ACCOUNT, type Db } from './data/db';

/**
 * Conversations arranged for the Messages stories (`parameters.mockData`), on a fresh copy of the
 * seeded data: the demo member's chat with Noah, under a fixed id the story's route can name.
 */

export const STORY_CONVERSATION = 'c-story';
/** Noah MacDonald, Canadian: his last message to the demo member is still unread. */
export const STORY_PARTNER = { id: 'u-0002', name: 'Noah MacDonald', firstName: 'Noah' };
/** The partner's bearer token, for a play that acts as him (sends, reads, types). */
export const PARTNER_TOKEN = 'story-partner-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The chat with Noah as `c-story`: begun yesterday, his last message unread, he signed in too. */
export function chatWithNoah(db: Db) {
  const conversation = db.conversations.find(
    (candidate) =>
      candidate.memberIds.includes(DEMO_ACCOUNT.id) &&
      candidate.memberIds.includes(STORY_PARTNER.id),
  )!;
  const messages = db.messages
    .filter((message) => message.conversationId === conversation.id)
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const message of messages) message.conversationId = STORY_CONVERSATION;
  // The first two were sent the day before: the thread shows a day separator.
  for (const message of messages.slice(0, 2))
    message.createdAt = new Date(Date.parse(message.createdAt) - DAY_MS).toISOString();
  conversation.id = STORY_CONVERSATION;
  conversation.unread[DEMO_ACCOUNT.id] = 1;
  db.sessions.push({
    token: PARTNER_TOKEN,
    userId: STORY_PARTNER.id,
    createdAt: messages[0]!.createdAt,
  });
}

/** As `chatWithNoah`, with the demo member's message last, read by Noah afterwards. */
export function chatReadByNoah(db: Db) {
  chatWithNoah(db);
  const conversation = db.conversations.find((c) => c.id === STORY_CONVERSATION)!;
  const sentAt = '2026-06-15T11:40:00.000Z';
  db.messages.push({
    id: 'msg-story-own',
    conversationId: STORY_CONVERSATION,
    senderId: DEMO_ACCOUNT.id,
    content: 'Four works! I’ll bring the maple cookies my neighbour swears by.',
    createdAt: sentAt,
  });
  conversation.lastMessage = 'Four works! I’ll bring the maple cookies my neighbour swears by.';
  conversation.lastMessageTime = sentAt;
  conversation.unread[DEMO_ACCOUNT.id] = 0;
  conversation.readAt = { ...conversation.readAt, [STORY_PARTNER.id]: '2026-06-15T11:45:00.000Z' };
}
