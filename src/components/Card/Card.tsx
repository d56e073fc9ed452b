import type { HTMLAttributes } from 'react';
import { card, type CardVariants } from './Card.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The room inside its border: none lets content (a picture) reach the edges. @default md */
  padding?: CardVariants['padding'];
  /** flat lies on the page; raised lifts it off with a shadow. @default flat */
  elevation?: CardVariants['elevation'];
  /** An accent border and a deeper shadow, e.g. for the plan to recommend. @default false */
  highlight?: CardVariants['highlight'];
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
