import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  /** A picture of what is missing, above the title (an icon with `aria-hidden`). */
  icon?: ReactNode;
  /** What happened, as a heading, e.g. 'No more profiles'. */
  title: string;
  /** A sentence under the title, e.g. 'Check back later for new matches'. */
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
