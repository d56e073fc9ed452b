import { messageRequest } from '../../contract/schemas';
import { fail, ok, parseBody, type ApiResponse, type Backend, type Handler } from './http';
import { otherMember } from './pairs';
import { fullName } from './session';

type ConversationRecord = Backend['db']['conversations'][number];

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

export const listConversations: Handler = ({ backend, me }) => {
  return ok(
    backend.db.conversations
      .filter((conversation) => conversation.memberIds.includes(me.id))
      .sort((a, b) => (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? ''))
      .flatMap((conversation) => {
        const other = otherMember(backend, conversation.memberIds, me.id);
        if (!other) return [];
        return [
          {
            id: conversation.id,
            matchId: conversation.matchId,
            name: fullName(other),
            photo: other.photos[0] ?? null,
            nationality: other.nationality,
            isOnline: other.isOnline,
            unreadCount: conversation.unread[me.id] ?? 0,
            lastMessage: conversation.lastMessage,
            lastMessageTime: conversation.lastMessageTime,
          },
        ];
      }),
  );
};

export const listMessages: Handler = ({ backend, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  return ok(
    backend.db.messages
      .filter((message) => message.conversationId === found.conversation.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(({ id: messageId, senderId, content, createdAt }) => ({
        id: messageId,
        senderId,
        content,
        createdAt,
      })),
  );
};

export const sendMessage: Handler = ({ backend, request, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  const parsed = parseBody(messageRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const { conversation } = found;
  const message = {
    id: backend.newId('msg'),
    conversationId: conversation.id,
    senderId: me.id,
    content: parsed.data.content,
    createdAt: backend.now().toISOString(),
  };
  backend.db.messages.push(message);
  conversation.lastMessage = message.content;
  conversation.lastMessageTime = message.createdAt;
  for (const memberId of conversation.memberIds) {
    if (memberId !== me.id)
      conversation.unread[memberId] = (conversation.unread[memberId] ?? 0) + 1;
  }
  backend.changed();
  return ok(
    {
      id: message.id,
      senderId: message.senderId,
      content: message.content,
      createdAt: message.createdAt,
    },
    201,
  );
};

export const markRead: Handler = ({ backend, params: { id }, me }) => {
  const found = ownConversation(backend, me.id, id!);
  if ('response' in found) return found.response;
  found.conversation.unread[me.id] = 0;
  backend.changed();
  return ok({ success: true });
};
