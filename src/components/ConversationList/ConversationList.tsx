'use client';

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../Link/Link';
import type { Conversation } from '../../contract/types';
import { choiceLabel } from '../../i18n/choiceLabels';
import { formatNumber } from '../../i18n/format';
import { Avatar } from '../Avatar/Avatar';
import { TimeAgo } from '../TimeAgo/TimeAgo';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './ConversationList.css';

export type ConversationListProps = {
  /** The member's conversations, in the order to show them (most recent first). */
  conversations: readonly Conversation[];
  /** The open conversation, marked as the current one. */
  selectedId?: string | null;
  /** Where a conversation's link goes, e.g. `/messages?c={id}`. */
  linkTo: (conversation: Conversation) => string;
  /** The app's "now", for the relative times. */
  now: Date;
};

/** The member's conversations, most recent first: who, what was said last, when, and unread. */
export function ConversationList({
  conversations,
  selectedId,
  linkTo,
  now,
}: ConversationListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Conversations`}>
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount;
        return (
          <li key={conversation.id}>
            <Link
              href={linkTo(conversation)}
              className={styles.item({ unread: unread > 0 })}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
            >
              {/* The name is read from the text beside it; the photo needs no second reading. */}
              <span className={styles.photo} aria-hidden>
                <Avatar name={conversation.name} src={conversation.photo} />
                {conversation.isOnline && <span className={styles.onlineDot} />}
              </span>
              <span className={styles.body}>
                <span className={styles.topLine}>
                  <span className={styles.name} dir="auto">
                    {conversation.name}
                  </span>
                  {conversation.isOnline && (
                    <span className={visuallyHidden}>
                      <Trans>Online</Trans>
                    </span>
                  )}
                  {conversation.lastMessageTime && (
                    <TimeAgo
                      className={styles.time}
                      date={conversation.lastMessageTime}
                      now={now}
                    />
                  )}
                </span>
                {conversation.nationality && (
                  <span className={styles.nationality}>
                    {choiceLabel(i18n, 'nationality', conversation.nationality)}
                  </span>
                )}
                <span className={styles.bottomLine}>
                  <span className={styles.lastMessage} dir="auto">
                    {conversation.lastMessage ?? t`New match! Say hello.`}
                  </span>
                  {unread > 0 && (
                    <span
                      className={styles.unread}
                      aria-label={t({
                        comment: 'How many messages of a conversation the member has not read',
                        message: plural(unread, { one: '# unread', other: '# unread' }),
                      })}
                    >
                      {formatNumber(i18n.locale, unread)}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
