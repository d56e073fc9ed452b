import { queryOptions } from '@tanstack/react-query';
import type { Conversation, Message } from '../contract/types';
import { request } from './client';

const conversationPath = (id: string) => `/messages/conversations/${encodeURIComponent(id)}`;

export const getConversations = () => request<Conversation[]>('GET', '/messages/conversations');
export const getMessages = (conversationId: string) =>
  request<Message[]>('GET', conversationPath(conversationId));
export const sendMessage = (conversationId: string, content: string) =>
  request<Message>('POST', conversationPath(conversationId), { body: { content } });
export const markRead = (conversationId: string) =>
  request<{ success: boolean }>('POST', `${conversationPath(conversationId)}/read`);

export const messageKeys = {
  conversations: ['messages', 'conversations'] as const,
  thread: (conversationId: string) => ['messages', 'conversations', conversationId] as const,
};

export const conversationsQuery = () =>
  queryOptions({ queryKey: messageKeys.conversations, queryFn: getConversations });

export const messagesQuery = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: () => getMessages(conversationId),
  });
