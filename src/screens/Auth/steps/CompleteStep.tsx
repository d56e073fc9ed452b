import { PRODUCT_NAME } from '../../../brand';
import * as styles from '../Auth.css';
import type { StepProps } from './types';

/** Step 8, Complete: what happens next, before the final submit. */
export function CompleteStep({ form }: StepProps) {
  return (
    <>
      <p>
        You're all set, {form.firstName || 'bee'}! Here is what comes next on {PRODUCT_NAME}:
      </p>
      <ul className={styles.summary}>
        <li>Discover people from around the world who share your interests.</li>
        <li>Match, chat and use conversation starters to break the ice.</li>
        <li>Join cultural events and share your own stories.</li>
      </ul>
    </>
  );
}
