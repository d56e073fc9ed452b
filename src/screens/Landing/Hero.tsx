import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { HeroArt } from './HeroArt';
import * as styles from './Hero.css';

export function Hero({ onShowHowItWorks }: { onShowHowItWorks: () => void }) {
  const navigate = useNavigate();
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
          <Button size="lg" onClick={() => navigate(paths.auth)}>
            <Trans>Start Connecting Today</Trans>
          </Button>
          <Button size="lg" variant="secondary" onClick={onShowHowItWorks}>
            <Trans>See How It Works</Trans>
          </Button>
        </div>
      </div>
      <HeroArt />
    </section>
  );
}
