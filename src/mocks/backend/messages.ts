import { MESSAGES_READ_EVENT, NEW_MESSAGE_EVENT } from '../../contract/endpoints';
import { messageRequest } from '../../contract/schemas';
import type {
  Conversation,
  Message,
  MessagesReadEvent,
  NewMessageEvent,
} from '../../contract/types';
import { fail, ok, parseBody, type ApiResponse, type Backend, type Handler } from './http';
import { otherMember } from './pairs';
import { fullName } from './identity';

type ConversationRecord = Backend['db']['conversations'][number];
type MessageRecord = Backend['db']['messages'][number];

/** Only a member's own conversations are readable: others answer 404, as if they did not exist. */
function ownConversation(
  backend: Backend,
  memberId: string,
  id: string,
): { conversation: ConversationRecord } | { response: ApiResponse } {
  const conversation = backend.db.conversations.find((candidate) => candidate.id === id);
  return conversation && conversation.memberIds.includes(memberId)
    ? { conversation }
    : { response: fail(404, 'Conversation not found') };
}

/**
 * A conversation as one of its members sees it: the other member's name, photo and status, the
 * member's own unread count, and when the other member last read it. The list and the
 * new_message push show the same. Null once the other member has left.
 */
function conversationFor(
  backend: Backend,
  conversation: ConversationRecord,
  memberId: string,
): Conversation | null {
  const other = otherMember(backend, conversation.memberIds, memberId);
  if (!other) return null;
  return {
    id: conversation.id,
    matchId: conversation.matchId,
    name: fullName(other),
    photo: other.photos[0] ?? null,
    nationality: other.nationality,
    isOnline: other.isOnline,
    unreadCount: conversation.unread[memberId] ?? 0,
    lastMessage: conversation.lastMessage,
    lastMessageTime: conversation.lastMessageTime,
    readByOtherAt: conversation.readAt[other.id] ?? null,
  };
}

const messageView = ({ id, senderId, content, createdAt }: MessageRecord): Message => ({
  id,
  senderId,
  content,
  createdAt,
});

export const listConversations: Handler = ({ backend, me }) =>
  ok(
    backend.db.conversations
      .filter((conversation) => conversation.memberIds.includes(me.id))
      .sort((a, b) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? ''))
      .flatMap((conversation) => conversationFor(backend, conversation, me.id) ?? []),
  );

export const listMessages: Handler = ({ backend, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  return ok(
    backend.db.messages
      .filter((message) => message.conversationId === found.conversation.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(messageView),
  );
};

/** Sends a message; the recipient gets it at once on their channel, with the conversation as they list it. */
export const sendMessage: Handler = ({ backend, request, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  const parsed = parseBody(messageRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const { conversation } = found;
  const message: MessageRecord = {
    id: backend.newId('msg'),
    conversationId: conversation.id,
    senderId: me.id,
    content: parsed.data.content,
    createdAt: backend.now().toISOString(),
  };
  backend.db.messages.push(message);
  conversation.lastMessage = message.content;
  conversation.lastMessageTime = message.createdAt;
  const recipients = conversation.memberIds.filter((memberId) => memberId !== me.id);
  for (const memberId of recipients)
    conversation.unread[memberId] = (conversation.unread[memberId] ?? 0) + 1;
  backend.changed();
  for (const memberId of recipients) {
    const view = conversationFor(backend, conversation, memberId);
    if (view) {
      const event: NewMessageEvent = { message: messageView(message), conversation: view };
      backend.push(memberId, NEW_MESSAGE_EVENT, event);
    }
  }
  return ok(messageView(message), 201);
};

/** Opening a conversation reads it: no unread left, and the other member learns when (read receipts). */
export const markRead: Handler = ({ backend, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  const { conversation } = found;
  const readAt = backend.now().toISOString();
  conversation.unread[me.id] = 0;
  conversation.readAt[me.id] = readAt;
  backend.changed();
  const event: MessagesReadEvent = { conversationId: conversation.id, readAt };
  for (const memberId of conversation.memberIds)
    if (memberId !== me.id) backend.push(memberId, MESSAGES_READ_EVENT, event);
  return ok({ success: true });
};
