import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

/** A short status or label: Beta, Online, a cultural theme, Going!, a compatibility percent. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  const classes = badge({ tone });
  return <span className={className ? `${classes} ${className}` : classes} {...rest} />;
}
