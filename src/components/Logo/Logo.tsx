import { PRODUCT_NAME } from '../../brand';
import * as styles from './Logo.css';

export type LogoProps = {
  /** The brand to show: BeeGlobal, or CultureConnect in the older profile-setup flow. */
  brand?: string;
};

/** The hexagon-and-bee mark with the product's name. */
export function Logo({ brand = PRODUCT_NAME }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden>
        <path d="M32 4 56 18v28L32 60 8 46V18z" fill="currentColor" />
        <path
          d="M32 16c-7 0-12 5-12 12v8c0 7 5 12 12 12s12-5 12-12v-8c0-7-5-12-12-12z"
          fill="#2b1a05"
        />
        <path d="M20 30h24v5H20zm0 9h24v4H20z" fill="currentColor" />
      </svg>
      <span className={styles.name}>{brand}</span>
    </span>
  );
}
