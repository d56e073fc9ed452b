import { Trans } from '@lingui/react/macro';
import { paths } from '../../paths';
import { ButtonLink } from '../../components/Button/Button';
import * as styles from './TryFreeBand.css';

export function TryFreeBand() {
  return (
    <section className={styles.band} aria-labelledby="band-title">
      <h2 id="band-title" className={styles.bandTitle}>
        <Trans>Ready to meet the world?</Trans>
      </h2>
      <p className={styles.bandText}>
        <Trans>
          Join thousands of bees making friends, finding love and celebrating cultures together.
        </Trans>
      </p>
      <ButtonLink size="lg" variant="dark" href={paths.auth}>
        <Trans>Try Free for 7 Days</Trans>
      </ButtonLink>
    </section>
  );
}
