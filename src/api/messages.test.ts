import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../contract/types';
import { forgetConversation, messageKeys } from './messages';

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
