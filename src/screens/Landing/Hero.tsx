import { Trans } from '@lingui/react/macro';
import { paths } from '../../paths';
import { ButtonLink } from '../../components/Button/Button';
import { HeroArt } from './HeroArt';
import { HOW_IT_WORKS_ID } from './HowItWorks';
import * as styles from './Hero.css';

export function Hero({ onShowHowItWorks }: { onShowHowItWorks: () => void }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>
          <Trans>Where bees meet across cultures</Trans>
        </p>
        <h1 id="hero-title" className={styles.heroTitle}>
          <Trans>A world of opportunities to meet, date and celebrate across cultures</Trans>
        </h1>
        <p className={styles.heroLead}>
          <Trans>
            Meet people from every corner of the globe, join groups that share your passions and
            plan events that bring traditions together.
          </Trans>
        </p>
        <div className={styles.heroActions}>
          <ButtonLink size="lg" href={paths.auth}>
            <Trans>Start Connecting Today</Trans>
          </ButtonLink>
          {/* An in-page link too, so it scrolls before the app's script runs. */}
          <ButtonLink
            size="lg"
            variant="secondary"
            href={`#${HOW_IT_WORKS_ID}`}
            onClick={(event) => {
              event.preventDefault();
              onShowHowItWorks();
            }}
          >
            <Trans>See How It Works</Trans>
          </ButtonLink>
        </div>
      </div>
      <HeroArt />
    </section>
  );
}
