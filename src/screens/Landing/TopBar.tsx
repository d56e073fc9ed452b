import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Logo } from '../../components/Logo/Logo';
import * as styles from './TopBar.css';

export function TopBar() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <span className={styles.brand}>
          <Logo />
          <Badge tone="beta">
            <Trans>Beta</Trans>
          </Badge>
        </span>
        <nav className={styles.topActions} aria-label={t`Account`}>
          <Button variant="ghost" size="sm" onClick={() => navigate(paths.auth)}>
            <Trans>Sign In</Trans>
          </Button>
          <Button size="sm" onClick={() => navigate(paths.auth)}>
            <Trans>Join</Trans>
          </Button>
        </nav>
      </div>
    </header>
  );
}
