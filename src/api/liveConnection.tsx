import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './messages';
import type { Realtime } from './pusherClient';
import type { TypingEvent } from '../contract/types';
import { nextTask } from '../state/nextTask';
import { screenDrawn } from '../state/screenDrawn';
import { useSession } from '../state/session';

// The page's one live connection (one member is signed in at a time), and who wants to know.
let connection: Realtime | null = null;
const listeners = new Set<() => void>();

function setConnection(next: Realtime | null) {
  connection = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const useConnection = () => useSyncExternalStore(subscribe, () => connection);

/** Keeps one live connection open while a member is signed in; mounted once, by the member shell. */
export function RealtimeConnection() {
  const id = useSession((state) => state.user?.id);
  const token = useSession((state) => state.user?.token);
  const client = useQueryClient();
  useEffect(() => {
    if (!id || !token) return;
    let opened: Realtime | null = null;
    let left = false;
    // The socket's library (pusher-js, 19 KB gzipped) loads once the first screen has drawn its
    // data: on a phone it would share the network with it, and no first screen awaits a live event.
    void screenDrawn(client)
      .then(() => (left ? null : import('./pusherClient')))
      // Connecting in a task of its own: the library's evaluation and the socket's opening, in one,
      // held the main thread 24 ms here, about 100 ms at the phone's speed Lighthouse simulates.
      .then((realtime) => nextTask().then(() => realtime))
      .then((realtime) => {
        if (left || !realtime) return;
        opened = realtime.connectRealtime(
          { id, token },
          // Once live, the conversation list is asked for again: a message sent before then was
          // pushed to nobody (an open chat has it at its next poll). Not the chats themselves: one
          // unmatched meanwhile would answer 404.
          () =>
            void client.invalidateQueries({
              queryKey: messageKeys.conversations,
              exact: true,
              // A list that failed keeps its error (and its toast) until the member retries.
              predicate: (query) => query.state.status === 'success',
            }),
        );
        setConnection(opened);
      });
    return () => {
      left = true;
      if (!opened) return;
      opened.disconnect();
      setConnection(null);
    };
  }, [id, token, client]);
  return null;
}

/** The latest `handler`, so that listeners are bound once and still see fresh props. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `handler` for each `event` pushed on the member's private channel. */
export function useMemberEvent<T>(event: string, handler: (data: T) => void) {
  const realtime = useConnection();
  const latest = useLatest(handler);
  useEffect(
    () => realtime?.onMemberEvent<T>(event, (data) => latest.current(data)),
    [realtime, event, latest],
  );
}

/**
 * Joins a conversation's channel while `conversationId` is set: `onTyping` hears the other
 * member's typing, and the returned function whispers the member's own.
 */
export function useConversationChannel(
  conversationId: string | null,
  onTyping: (event: TypingEvent) => void,
): (event: TypingEvent) => void {
  const realtime = useConnection();
  const latest = useLatest(onTyping);
  const whisper = useRef<(event: TypingEvent) => void>(() => {});
  useEffect(() => {
    if (!realtime || !conversationId) return;
    const channel = realtime.joinConversation(conversationId, (event) => latest.current(event));
    whisper.current = channel.typing;
    return () => {
      whisper.current = () => {};
      channel.leave();
    };
  }, [realtime, conversationId, latest]);
  return (event) => whisper.current(event);
}
