import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Logo } from '../../components/Logo/Logo';
import * as styles from './TopBar.css';

export function TopBar() {
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
          <ButtonLink variant="ghost" size="sm" href={paths.auth}>
            <Trans>Sign In</Trans>
          </ButtonLink>
          <ButtonLink size="sm" href={paths.auth}>
            <Trans>Join</Trans>
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
