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
