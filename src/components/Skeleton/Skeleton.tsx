import * as styles from './Skeleton.css';

export type SkeletonProps = {
  width?: string;
  height?: string;
  shape?: 'block' | 'circle' | 'line';
};

/** A grey stand-in for content on its way; the region around it says "loading" to screen readers. */
export function Skeleton({ width = '100%', height = '1rem', shape = 'line' }: SkeletonProps) {
  return <span className={styles.skeleton({ shape })} style={{ width, height }} aria-hidden />;
}
