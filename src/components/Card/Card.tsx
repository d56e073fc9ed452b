import type { HTMLAttributes } from 'react';
import { card, type CardVariants } from './Card.css';

export type CardProps = HTMLAttributes<HTMLElement> &
  CardVariants & {
    /** The element to render: an `article` for a post or a plan, a `section` for a panel. */
    as?: 'div' | 'article' | 'section' | 'li';
  };

export function Card({
  as: Element = 'div',
  padding,
  elevation,
  highlight,
  className,
  ...rest
}: CardProps) {
  const classes = card({ padding, elevation, highlight });
  return <Element className={className ? `${classes} ${className}` : classes} {...rest} />;
}
