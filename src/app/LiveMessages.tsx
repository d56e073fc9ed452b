import { useQueryClient } from '@tanstack/react-query';
import { applyMessagesRead, applyNewMessage } from '../api/messages';
import { MESSAGES_READ_EVENT, NEW_MESSAGE_EVENT } from '../contract/endpoints';
import type { MessagesReadEvent, NewMessageEvent } from '../contract/types';
import { useMemberEvent } from '../api/liveConnection';

/**
 * Pushed messages and read receipts go straight into the cache, wherever the member is: an open
 * chat shows the message, and the list and the unread badges follow.
 */
export function LiveMessages() {
  const client = useQueryClient();
  useMemberEvent<NewMessageEvent>(NEW_MESSAGE_EVENT, (event) => applyNewMessage(client, event));
  useMemberEvent<MessagesReadEvent>(MESSAGES_READ_EVENT, (event) =>
    applyMessagesRead(client, event),
  );
  return null;
}
