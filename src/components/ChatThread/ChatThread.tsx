'use client';

import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowDown from 'lucide-react/icons/arrow-down';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { Message } from '../../contract/types';
import { clockTime, dayKey, dayLabel } from './days';
import * as styles from './ChatThread.css';

/** A message of the member's that the server has not stored yet. */
export type PendingMessage = { key: number; content: string; status: 'sending' | 'failed' };

export type ChatThreadProps = {
  /** The conversation's stored messages, oldest first. */
  messages: readonly Message[];
  /** The member's messages on their way or failed, shown after the stored ones. */
  pending?: readonly PendingMessage[];
  /** The member's id: their bubbles sit at the end side (the right, in English). */
  myId: string;
  /** Who the conversation is with, for the log's name. */
  otherName: string;
  /** The app's "now", for 'Today' and 'Yesterday'. */
  now: Date;
  /** When the other member last read the conversation, for the read receipt; null hides it. */
  seenAt?: string | null;
  /** '{name} is typing…' (in the interface's language), or nothing. */
  typing?: string | null;
  /**
   * Called with a failed message's `key` when the member presses its Retry; without it, no Retry
   * shows.
   */
  onRetry?: (key: number) => void;
  /** Shown while the conversation has no messages yet (in the interface's language). */
  emptyText?: string;
};

/** How near the end, in pixels, still counts as reading the newest message. */
const AT_END_SLACK = 48;

/**
 * The conversation's messages, grouped by day. It keeps the newest message in view as messages
 * arrive, unless the member has scrolled up to read; then a button offers the way back down.
 */
export function ChatThread({
  messages,
  pending = [],
  myId,
  otherName,
  now,
  seenAt = null,
  typing = null,
  onRetry,
  emptyText,
}: ChatThreadProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [missed, setMissed] = useState(false);
  const pendingCount = pending.length;
  const seenCount = useRef({ messages: 0, pending: 0 });

  useLayoutEffect(() => {
    const element = scroller.current!;
    const before = seenCount.current;
    seenCount.current = { messages: messages.length, pending: pendingCount };
    // The member's own new message always brings them to the end, as in every messenger.
    if (pendingCount > before.pending) atEnd.current = true;
    if (atEnd.current) element.scrollTop = element.scrollHeight;
    else if (messages.length > before.messages) setMissed(true);
  }, [messages.length, pendingCount, typing]);

  const onScroll = () => {
    const element = scroller.current!;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_SLACK;
    if (atEnd.current) setMissed(false);
  };

  const scrollToEnd = () => {
    const element = scroller.current!;
    element.scrollTo({ top: element.scrollHeight });
    atEnd.current = true;
    setMissed(false);
  };

  const lastOwn = messages.findLast((message) => message.senderId === myId);
  const seen =
    seenAt !== null && lastOwn !== undefined && pending.length === 0 && lastOwn.createdAt <= seenAt;

  return (
    <div className={styles.frame}>
      <div
        className={styles.scroller}
        ref={scroller}
        onScroll={onScroll}
        // Focusable, so the keyboard can scroll a thread that has no button or link in it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div role="log" aria-label={t`Messages with ${otherName}`}>
          {emptyText && messages.length === 0 && pending.length === 0 && (
            <p className={styles.empty}>{emptyText}</p>
          )}
          <ol className={styles.log}>
            {messages.map((message, index) => {
              const date = new Date(message.createdAt);
              const previous = messages[index - 1];
              const newDay = !previous || dayKey(new Date(previous.createdAt)) !== dayKey(date);
              const own = message.senderId === myId;
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li className={styles.day}>
                      <span>{dayLabel(date, now, i18n)}</span>
                    </li>
                  )}
                  <li className={styles.row({ own })}>
                    <div className={styles.bubble({ own })}>
                      <p className={styles.text} dir="auto">
                        {message.content}
                      </p>
                      <time className={styles.time} dateTime={message.createdAt}>
                        {clockTime(date, i18n.locale)}
                      </time>
                    </div>
                    {own && seen && message === lastOwn && (
                      <span className={styles.seen}>
                        <Trans comment="Read receipt under the member's last message">Seen</Trans>
                      </span>
                    )}
                  </li>
                </Fragment>
              );
            })}
            {pending.map((message) => (
              <li key={message.key} className={styles.row({ own: true })}>
                <div className={styles.bubble({ own: true, failed: message.status === 'failed' })}>
                  <p className={styles.text} dir="auto">
                    {message.content}
                  </p>
                  <span className={styles.time}>
                    {message.status === 'sending' ? t`Sending…` : t`Not sent`}
                  </span>
                </div>
                {message.status === 'failed' && onRetry && (
                  <button
                    type="button"
                    className={styles.retry}
                    onClick={() => onRetry(message.key)}
                  >
                    <RotateCcw size={14} aria-hidden />
                    <Trans>Retry</Trans>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </div>
        {typing && (
          <p className={styles.typing} aria-live="polite">
            {typing}
          </p>
        )}
      </div>
      {missed && (
        <button type="button" className={styles.jump} onClick={scrollToEnd}>
          <ArrowDown size={16} aria-hidden />
          <Trans>New messages</Trans>
        </button>
      )}
    </div>
  );
}
