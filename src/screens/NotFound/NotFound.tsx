import { ArrowLeft, House } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { paths } from '../../paths';
import * as styles from './NotFound.css';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>
        The page you're looking for doesn't exist or may have been moved.
      </p>
      <div className={styles.actions}>
        <Link to={paths.home} className={button({ variant: 'primary' })}>
          <House size="1.1em" aria-hidden />
          Return Home
        </Link>
        <Button
          variant="secondary"
          icon={<ArrowLeft size="1.1em" aria-hidden />}
          onClick={() => navigate(-1)}
        >
          Go Back
        </Button>
      </div>
    </main>
  );
}
