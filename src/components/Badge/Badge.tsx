import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * What kind of thing it says, which sets its colours: beta (Beta, Premium), online, theme (a
   * culture), going (Going!, a saving), compatibility (a match percent), neutral, danger (a count
   * that needs attention). @default neutral
   */
  tone?: BadgeVariants['tone'];
};

/** A short status or label: Beta, Online, a cultural theme, Going!, a compatibility percent. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  const classes = badge({ tone });
  return <span className={className ? `${classes} ${className}` : classes} {...rest} />;
}
