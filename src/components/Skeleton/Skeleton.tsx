import * as styles from './Skeleton.css';

export type SkeletonProps = {
  /** The stand-in's width, as CSS, e.g. '40%' for a short line. */
  width?: string;
  /** The stand-in's height, as CSS, e.g. '2rem' for an avatar. */
  height?: string;
  /**
   * Its corners: line (slightly rounded) for text, circle for an avatar or round button, block
   * for a card.
   */
  shape?: 'block' | 'circle' | 'line';
};

/** A grey stand-in for content on its way; the region around it says "loading" to screen readers. */
export function Skeleton({ width = '100%', height = '1rem', shape = 'line' }: SkeletonProps) {
  return <span className={styles.skeleton({ shape })} style={{ width, height }} aria-hidden />;
}
