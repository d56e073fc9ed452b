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
        <p className={styles.eyebrow}>Where bees meet across cultures</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          A world of opportunities to meet, date and celebrate across cultures
        </h1>
        <p className={styles.heroLead}>
          Meet people from every corner of the globe, join groups that share your passions and plan
          events that bring traditions together.
        </p>
        <div className={styles.heroActions}>
          <Button size="lg" onClick={() => navigate(paths.auth)}>
            Start Connecting Today
          </Button>
          <Button size="lg" variant="secondary" onClick={onShowHowItWorks}>
            See How It Works
          </Button>
        </div>
      </div>
      <HeroArt />
    </section>
  );
}
