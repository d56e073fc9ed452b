import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../brand';
import * as styles from '../Auth.css';
import type { StepProps } from './stepProps';

/** Step 8, Complete: what happens next, before the final submit. */
export function CompleteStep({ form }: StepProps) {
  const name = form.firstName;
  return (
    <>
      <p>
        {name ? (
          <Trans>
            You're all set, {name}! Here is what comes next on {PRODUCT_NAME}:
          </Trans>
        ) : (
          <Trans>You're all set, bee! Here is what comes next on {PRODUCT_NAME}:</Trans>
        )}
      </p>
      <ul className={styles.summary}>
        <li>
          <Trans>Discover people from around the world who share your interests.</Trans>
        </li>
        <li>
          <Trans>Match, chat and use conversation starters to break the ice.</Trans>
        </li>
        <li>
          <Trans>Join cultural events and share your own stories.</Trans>
        </li>
      </ul>
    </>
  );
}
