import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import {
  MESSAGES_POLL_MS,
  messagesQuery,
  useMarkRead,
  useOutbox,
  useSendMessage,
  useUnmatch,
} from '../../api/messages';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { ChatComposer } from '../../components/ChatComposer/ChatComposer';
import { ChatThread } from '../../components/ChatThread/ChatThread';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { ConversationStarters } from '../../components/ConversationStarters/ConversationStarters';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { notify } from '../../components/Toaster/notify';
import { TEXT_LIMITS } from '../../contract/choices';
import { TYPING_THROTTLE_MS } from '../../contract/endpoints';
import type { Conversation } from '../../contract/types';
import { now } from '../../state/clock';
import { useConversationChannel } from '../../api/liveConnection';
import { useSession } from '../../state/session';
import { after } from '../../state/timing';
import { ChatHeader } from './ChatHeader';
import * as styles from './Messages.css';

type ConversationPaneProps = {
  conversation: Conversation;
  /** The unsent text of this conversation, kept by the screen across switches. */
  draft: string;
  onDraftChange: (text: string) => void;
};

/** One open conversation: its header, messages, AI Starters and composer. */
export function ConversationPane({ conversation, draft, onDraftChange }: ConversationPaneProps) {
  const { id, name } = conversation;
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useSession((state) => state.user)!;
  const messages = useQuery({
    ...messagesQuery(id),
    refetchInterval: MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const send = useSendMessage(id, {
    onSent: () => notify.success(t`Message sent!`),
    onFailed: (error) => {
      if (!isSessionExpiry(error)) notify.error(t`Failed to send message. Please try again.`);
    },
  });
  const outbox = useOutbox(id);
  const markRead = useMarkRead();
  const unmatch = useUnmatch();
  const [confirming, setConfirming] = useState(false);
  const composer = useRef<HTMLTextAreaElement>(null);

  // Opening the conversation reads it, and so does each message that arrives while it is open.
  const lastIncoming = messages.data?.findLast((message) => message.senderId !== me.id)?.id;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (document.visibilityState === 'visible') read(id);
  }, [id, lastIncoming, read]);

  const typing = useTyping(id, me, lastIncoming);
  const typist = typing.name;

  const sendText = (text: string) => {
    send.mutate(text);
    onDraftChange('');
  };

  const retry = (key: number) => {
    const failed = outbox.find((message) => message.key === key);
    if (!failed) return;
    failed.discard();
    send.mutate(failed.content);
  };

  const confirmUnmatch = () =>
    unmatch.mutate(conversation, {
      onSuccess: () => {
        setConfirming(false);
        void navigate(paths.messages, { replace: true });
        notify.success(t`Unmatched with ${name}. You may see each other again in discover.`);
      },
      onError: (error) => {
        setConfirming(false);
        if (!isSessionExpiry(error)) notify.error(t`Failed to unmatch. Please try again.`);
      },
    });

  const pickStarter = (starter: string) => {
    onDraftChange(starter);
    composer.current?.focus();
  };

  return (
    <>
      <ChatHeader
        conversation={conversation}
        onBack={() => navigate(paths.messages)}
        onUnmatch={() => setConfirming(true)}
      />
      <div className={styles.conversation}>
        <div className={styles.thread}>
          {messages.isPending ? (
            <p className={styles.threadState} role="status">
              <Trans>Loading messages…</Trans>
            </p>
          ) : messages.isError ? (
            <div className={styles.threadState}>
              <EmptyState
                level={2}
                title={t`Failed to load messages. Please try again.`}
                action={
                  <Button variant="secondary" onClick={() => void messages.refetch()}>
                    <Trans>Retry</Trans>
                  </Button>
                }
              />
            </div>
          ) : (
            <ChatThread
              messages={messages.data}
              pending={outbox}
              myId={me.id}
              otherName={name}
              now={now()}
              seenAt={me.isPremium ? conversation.readByOtherAt : null}
              typing={typist && t`${typist} is typing…`}
              onRetry={retry}
              emptyText={t`You matched with ${name}. Say hello, or pick an AI Starter.`}
            />
          )}
        </div>
        <div className={styles.starters}>
          <ConversationStarters onPick={pickStarter} />
        </div>
        <div className={styles.composer}>
          <ChatComposer
            ref={composer}
            value={draft}
            onChange={(text) => {
              onDraftChange(text);
              typing.whisper();
            }}
            onSend={sendText}
            maxLength={TEXT_LIMITS.message}
            recipient={name}
          />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Unmatch`}
        description={t`Are you sure you want to unmatch with ${name}? This will delete all messages and you may see each other again in discover.`}
        confirmLabel={unmatch.isPending ? t`Unmatching…` : t`Unmatch`}
        onConfirm={confirmUnmatch}
      />
    </>
  );
}

/**
 * '{name} is typing…' from the other member's whispers, cleared a while after the last one or
 * when their message arrives; `whisper` sends the member's own, at most one per TYPING_THROTTLE_MS.
 */
function useTyping(
  conversationId: string,
  me: { id: string; firstName: string },
  lastIncoming: string | undefined,
) {
  // Who is typing, and the newest message at the time: a newer message ends the indicator.
  const [typing, setTyping] = useState<{ name: string; before?: string } | null>(null);
  const stopTimer = useRef<() => void>(() => {});
  const lastWhisper = useRef(0);
  const whisperTyping = useConversationChannel(conversationId, (event) => {
    if (event.userId === me.id) return;
    setTyping({ name: event.name, before: lastIncoming });
    stopTimer.current();
    stopTimer.current = after('typingShownMs', () => setTyping(null));
  });
  useEffect(() => () => stopTimer.current(), []);
  return {
    name: typing && typing.before === lastIncoming ? typing.name : null,
    whisper: () => {
      const time = Date.now();
      if (time - lastWhisper.current < TYPING_THROTTLE_MS) return;
      lastWhisper.current = time;
      whisperTyping({ userId: me.id, name: me.firstName });
    },
  };
}
