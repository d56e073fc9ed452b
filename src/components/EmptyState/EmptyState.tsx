import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** What the member can do about it, e.g. Refresh Matches or Retry. */
  action?: ReactNode;
  /** Heading level in the page's outline. */
  level?: 2 | 3;
};

/** Nothing to show, or something went wrong: what happened, and what to do next. */
export function EmptyState({ icon, title, children, action, level = 3 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.text}>{children}</p>}
      {action}
    </div>
  );
}
