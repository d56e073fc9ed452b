import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import * as styles from './TryFreeBand.css';

export function TryFreeBand() {
  const navigate = useNavigate();
  return (
    <section className={styles.band} aria-labelledby="band-title">
      <h2 id="band-title" className={styles.bandTitle}>
        Ready to meet the world?
      </h2>
      <p className={styles.bandText}>
        Join thousands of bees making friends, finding love and celebrating cultures together.
      </p>
      <Button size="lg" variant="dark" onClick={() => navigate(paths.auth)}>
        Try Free for 7 Days
      </Button>
    </section>
  );
}
