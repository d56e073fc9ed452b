import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../contract/types';
import { applyNewMessage, forgetConversation, markReadMutation, messageKeys } from './messages';

describe('forgetConversation (after an unmatch)', () => {
  it('takes the conversation off the list, and its open chat is not asked for again', async () => {
    const client = new QueryClient();
    client.setQueryData(messageKeys.conversations, [{ id: 'c1' }, { id: 'c2' }] as Conversation[]);
    let asked = 0;
    const thread = {
      queryKey: messageKeys.thread('c1'),
      queryFn: async (): Promise<Message[]> => {
        asked += 1;
        return [];
      },
      staleTime: 30_000,
    };
    // The open chat's pane observes its messages.
    const pane = new QueryObserver(client, thread);
    const unsubscribe = pane.subscribe(() => {});
    await client.getQueryCache().find({ queryKey: thread.queryKey })!.promise;
    expect(asked).toBe(1);

    forgetConversation(client, 'c1');
    // The pane draws once more before it closes.
    pane.setOptions(thread);
    expect(pane.getCurrentResult().isFetching).toBe(false);
    expect(asked).toBe(1);
    expect(client.getQueryData(messageKeys.conversations)).toEqual([{ id: 'c2' }]);
    unsubscribe();
  });
});

describe('a pushed message while the list is being fetched', () => {
  it('is not overwritten by the answer of the fetch that began before it', async () => {
    const client = new QueryClient();
    const before = [{ id: 'c1', lastMessage: 'Around four?' }] as Conversation[];
    const after = [{ id: 'c1', lastMessage: 'Also, bring a jacket.' }] as Conversation[];
    client.setQueryData(messageKeys.conversations, before);
    // The server's list: the old one until the message is stored, then the new one.
    let stored = false;
    const answers: (() => void)[] = [];
    const list = new QueryObserver(client, {
      queryKey: messageKeys.conversations,
      // Each answer is the list as it was when asked, sent when the test says.
      queryFn: () => {
        const asked = stored ? after : before;
        return new Promise<Conversation[]>((resolve) => answers.push(() => resolve(asked)));
      },
    });
    // Shown on a screen, the list is asked for (as when the live connection opens).
    const unsubscribe = list.subscribe(() => {});
    expect(answers).toHaveLength(1);

    stored = true;
    applyNewMessage(client, {
      message: { id: 'm9' } as Message,
      conversation: after[0]!,
    });
    // The fetch from before the push answers last, with the old list.
    answers.forEach((answer) => answer());
    await client.getQueryCache().find({ queryKey: messageKeys.conversations })!.promise;
    await Promise.resolve();
    expect(client.getQueryData(messageKeys.conversations)).toEqual(after);
    unsubscribe();
  });
});

describe('a chat marked read while the list is being fetched', () => {
  it('keeps its badge cleared: the old answer is dropped and the list asked again', async () => {
    const client = new QueryClient();
    const unread = [{ id: 'c1', unreadCount: 1 }] as Conversation[];
    const read = [{ id: 'c1', unreadCount: 0 }] as Conversation[];
    client.setQueryData(messageKeys.conversations, unread);
    let serverRead = false;
    const answers: (() => void)[] = [];
    const list = new QueryObserver(client, {
      queryKey: messageKeys.conversations,
      queryFn: () => {
        const asked = serverRead ? read : unread;
        return new Promise<Conversation[]>((resolve) => answers.push(() => resolve(asked)));
      },
    });
    const unsubscribe = list.subscribe(() => {});
    expect(answers).toHaveLength(1);

    let serverAnswers = () => {};
    const marking = new MutationObserver(client, {
      ...markReadMutation(client),
      mutationFn: () =>
        new Promise<{ success: true }>((resolve) => {
          serverAnswers = () => {
            serverRead = true;
            resolve({ success: true });
          };
        }),
    });
    const marked = marking.mutate('c1');
    await vi.waitFor(() => expect(client.getQueryData(messageKeys.conversations)).toEqual(read));
    // The fetch from before the read answers first, with the old count: the badge stays cleared.
    answers[0]!();
    await vi.waitFor(() =>
      expect(client.getQueryState(messageKeys.conversations)?.fetchStatus).toBe('idle'),
    );
    expect(client.getQueryData(messageKeys.conversations)).toEqual(read);
    // Once the server has the read, the list is asked again, and says none too.
    serverAnswers();
    await marked;
    answers[1]!();
    await client.getQueryCache().find({ queryKey: messageKeys.conversations })!.promise;
    expect(client.getQueryData(messageKeys.conversations)).toEqual(read);
    expect(answers).toHaveLength(2);
    unsubscribe();
  });
});
