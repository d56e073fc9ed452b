import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './BottomBar.css';

export type BottomBarItem = { to: string; label: string; icon: ReactNode; current: boolean };

export type BottomBarProps = { items: readonly BottomBarItem[]; label: string };

/**
 * The phone's navigation bar along the bottom edge: above the home indicator (safe area), hidden
 * from tablet widths up, and it marks where the member is with aria-current.
 */
export function BottomBar({ items, label }: BottomBarProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className={styles.link}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
