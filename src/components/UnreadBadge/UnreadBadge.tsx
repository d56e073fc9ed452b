'use client';

import { Plural, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../i18n/format';
import * as styles from './UnreadBadge.css';

export type UnreadBadgeProps = {
  /** Unread messages; nothing shows at 0. */
  count: number;
  /**
   * The id of its words ('3 unread messages'): the link gives it as `aria-describedby`, so the
   * link's name stays 'Messages'.
   */
  id: string;
  /** On a bottom-bar icon, or beside a link's text. */
  placement?: 'icon' | 'inline';
};

/** The unread count on a Messages link; 99+ beyond that, as the exact figure is no longer news. */
export function UnreadBadge({ count, id, placement = 'inline' }: UnreadBadgeProps) {
  const { t, i18n } = useLingui();
  if (count <= 0) return null;
  const shown = formatNumber(i18n.locale, Math.min(count, 99));
  return (
    <>
      <span className={styles.badge({ placement })} aria-hidden>
        {count > 99 ? t({ message: `${shown}+`, comment: 'More than 99 unread messages' }) : shown}
      </span>
      {/* Hidden: inside the link it would join the name; the link's aria-describedby reads it. */}
      <span id={id} hidden>
        <Plural value={count} one="# unread message" other="# unread messages" />
      </span>
    </>
  );
}
