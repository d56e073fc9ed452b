import { Trans } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import House from 'lucide-react/icons/house';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { paths } from '../../paths';
import { mirrorInRtl } from '../../styles/utilities.css';
import * as styles from './NotFound.css';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The page you're looking for doesn't exist or may have been moved.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to={paths.home} className={button({ variant: 'primary' })}>
          <House size="1.1em" aria-hidden />
          <Trans>Return Home</Trans>
        </Link>
        <Button
          variant="secondary"
          icon={<ArrowLeft size="1.1em" className={mirrorInRtl} aria-hidden />}
          onClick={() => navigate(-1)}
        >
          <Trans>Go Back</Trans>
        </Button>
      </div>
    </main>
  );
}
