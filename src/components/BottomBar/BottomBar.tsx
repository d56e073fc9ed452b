'use client';

import { useId, type ReactNode } from 'react';
import { Link } from '../Link/Link';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge';
import * as styles from './BottomBar.css';

export type BottomBarItem = {
  href: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  /** Unread messages, shown on the icon. */
  unread?: number;
};

export type BottomBarProps = {
  /** The app's main places, in order: where each goes, its name and icon, and the current one. */
  items: readonly BottomBarItem[];
  /** Names the navigation for screen readers, e.g. 'Sections'. */
  label: string;
};

/**
 * The phone's navigation bar along the bottom edge: above the home indicator (safe area), hidden
 * from tablet widths up, and it marks where the member is with aria-current.
 */
export function BottomBar({ items, label }: BottomBarProps) {
  const id = useId();
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const unread = item.unread ?? 0;
          const badgeId = `${id}-${index}`;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.link}
                aria-current={item.current ? 'page' : undefined}
                aria-describedby={unread > 0 ? badgeId : undefined}
              >
                {item.icon}
                <span>{item.label}</span>
                <UnreadBadge count={unread} id={badgeId} placement="icon" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
