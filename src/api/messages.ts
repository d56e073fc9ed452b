import {
  mutationOptions,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { Conversation, Message, MessagesReadEvent, NewMessageEvent } from '../contract/types';
import { ROUTES } from '../contract/routes';
import { call } from './call';
import { matchKeys, unmatch as unmatchCall } from './matches';

export const getConversations = () => call(ROUTES.listConversations);
export const getMessages = (conversationId: string) =>
  call(ROUTES.listMessages, { params: { id: conversationId } });
export const sendMessage = (conversationId: string, content: string) =>
  call(ROUTES.sendMessage, { params: { id: conversationId }, body: { content } });
export const markRead = (conversationId: string) =>
  call(ROUTES.markRead, { params: { id: conversationId } });

export const messageKeys = {
  conversations: ['messages', 'conversations'] as const,
  thread: (conversationId: string) => ['messages', 'conversations', conversationId] as const,
  send: (conversationId: string) => ['messages', 'send', conversationId] as const,
};

/**
 * How often the open screen asks again, for backends that do not push: modest, since a pushing
 * backend makes it redundant.
 */
export const MESSAGES_POLL_MS = 20_000;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: messageKeys.conversations,
    queryFn: getConversations,
    meta: { errorMessage: msg`Failed to load conversations. Please try again.` },
    // Asked first by the dashboard's loader: see feedQuery.
    retryOnMount: false,
  });

export const messagesQuery = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: () => getMessages(conversationId),
    meta: { errorMessage: msg`Failed to load messages. Please try again.` },
  });

/** Unread messages over all conversations: the badge on every Messages link. */
export const unreadTotal = (conversations: readonly Conversation[]) =>
  conversations.reduce((total, conversation) => total + conversation.unreadCount, 0);

// Cache updates ----------------------------------------------------------------------------------

const newestFirst = (conversations: Conversation[]) =>
  conversations.toSorted((a, b) =>
    (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? ''),
  );

function updateConversation(
  client: QueryClient,
  conversationId: string,
  change: (conversation: Conversation) => Conversation,
) {
  client.setQueryData<Conversation[]>(messageKeys.conversations, (conversations) =>
    conversations?.map((conversation) =>
      conversation.id === conversationId ? change(conversation) : conversation,
    ),
  );
}

/** Adds a message to a cached thread once, whichever arrives first: the answer or a refetch. */
function appendMessage(client: QueryClient, conversationId: string, message: Message) {
  client.setQueryData<Message[]>(messageKeys.thread(conversationId), (messages) =>
    messages && !messages.some((known) => known.id === message.id)
      ? [...messages, message]
      : messages,
  );
}

/**
 * After a push is written into the cache: a fetch of that query still in flight began before the
 * push and may answer without it, so it is asked again (the answer would overwrite the push).
 */
function refetchIfInFlight(client: QueryClient, queryKey: readonly string[]) {
  if (client.isFetching({ queryKey, exact: true }) > 0)
    void client.invalidateQueries({ queryKey, exact: true });
}

/** A pushed message: into its thread if loaded, and its conversation to the top of the list. */
export function applyNewMessage(client: QueryClient, { message, conversation }: NewMessageEvent) {
  appendMessage(client, conversation.id, message);
  client.setQueryData<Conversation[]>(messageKeys.conversations, (conversations) =>
    conversations
      ? newestFirst([
          conversation,
          ...conversations.filter((known) => known.id !== conversation.id),
        ])
      : conversations,
  );
  refetchIfInFlight(client, messageKeys.thread(conversation.id));
  refetchIfInFlight(client, messageKeys.conversations);
}

/** The other member read the conversation: the member's read receipt may show. */
export function applyMessagesRead(
  client: QueryClient,
  { conversationId, readAt }: MessagesReadEvent,
) {
  updateConversation(client, conversationId, (conversation) => ({
    ...conversation,
    readByOtherAt: readAt,
  }));
  refetchIfInFlight(client, messageKeys.conversations);
}

// Mutations --------------------------------------------------------------------------------------

/** Marks a conversation read; its unread badge clears at once. */
export const useMarkRead = () => useMutation(markReadMutation(useQueryClient()));

export function markReadMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: markRead,
    onMutate: async (conversationId) => {
      // A list fetch in flight would answer with the old count: it is dropped, and asked again
      // once the server has the read.
      const list = { queryKey: messageKeys.conversations, exact: true };
      const dropped = client.isFetching(list) > 0;
      await client.cancelQueries(list);
      updateConversation(client, conversationId, (conversation) => ({
        ...conversation,
        unreadCount: 0,
      }));
      return { dropped };
    },
    onSettled: (_answer, _error, _conversationId, context) => {
      if (context?.dropped)
        void client.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
    },
  });
}

type SendCallbacks = { onSent: () => void; onFailed: (error: Error) => void };

/**
 * Sends a message. Until the answer it shows as sending, and a failed one stays as not sent with
 * its text (see `useOutbox`); kept in the query client, so it survives a switch of conversation.
 */
export function useSendMessage(conversationId: string, { onSent, onFailed }: SendCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: messageKeys.send(conversationId),
    mutationFn: (content: string) => sendMessage(conversationId, content),
    // A failed message waits for Retry however long the member takes.
    gcTime: Infinity,
    onSuccess: (message) => {
      appendMessage(client, conversationId, message);
      client.setQueryData<Conversation[]>(messageKeys.conversations, (conversations) =>
        conversations
          ? newestFirst(
              conversations.map((conversation) =>
                conversation.id === conversationId
                  ? {
                      ...conversation,
                      lastMessage: message.content,
                      lastMessageTime: message.createdAt,
                    }
                  : conversation,
              ),
            )
          : conversations,
      );
      onSent();
    },
    onError: onFailed,
  });
}

/** A message of the member's not yet in the thread: on its way, or failed and waiting for Retry. */
export type OutgoingMessage = {
  key: number;
  content: string;
  status: 'sending' | 'failed';
  /** Gives the failed message up, so that Retry can send its text again. */
  discard: () => void;
};

/** The conversation's outgoing messages, oldest first. */
export function useOutbox(conversationId: string): OutgoingMessage[] {
  const client = useQueryClient();
  const cache = client.getMutationCache();
  // Plain data, not the mutations themselves: a changed status must make a new result.
  return useMutationState({
    filters: { mutationKey: messageKeys.send(conversationId) },
    select: (mutation) => ({
      key: mutation.mutationId,
      content: mutation.state.variables as string,
      status: mutation.state.status,
    }),
  })
    .filter(({ status }) => status === 'pending' || status === 'error')
    .map(({ key, content, status }) => ({
      key,
      content,
      status: status === 'error' ? 'failed' : 'sending',
      discard: () => {
        const mutation = cache.getAll().find((candidate) => candidate.mutationId === key);
        if (mutation) cache.remove(mutation);
      },
    }));
}

/** Unmatches: the conversation leaves the list, and discover may show the person again. */
export function useUnmatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId }: Pick<Conversation, 'id' | 'matchId'>) => unmatchCall(matchId),
    onSuccess: (_answer, { id }) => {
      forgetConversation(client, id);
      void client.invalidateQueries({ queryKey: matchKeys.discover });
      void client.invalidateQueries({ queryKey: matchKeys.list, exact: true });
    },
  });
}

/**
 * An unmatched conversation leaves the list; only a request already on its way is called off. Its
 * messages stay cached until nobody shows them: the open pane draws once more before it closes, and
 * a query removed under it would ask again for a chat that is gone ('Failed to load messages').
 */
export function forgetConversation(client: QueryClient, id: string) {
  client.setQueryData<Conversation[]>(messageKeys.conversations, (conversations) =>
    conversations?.filter((conversation) => conversation.id !== id),
  );
  void client.cancelQueries({ queryKey: messageKeys.thread(id) });
}
