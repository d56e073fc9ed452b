import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Logo } from '../../components/Logo/Logo';
import * as styles from './TopBar.css';

export function TopBar() {
  const navigate = useNavigate();
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <span className={styles.brand}>
          <Logo />
          <Badge tone="beta">Beta</Badge>
        </span>
        <nav className={styles.topActions} aria-label="Account">
          <Button variant="ghost" size="sm" onClick={() => navigate(paths.auth)}>
            Sign In
          </Button>
          <Button size="sm" onClick={() => navigate(paths.auth)}>
            Join
          </Button>
        </nav>
      </div>
    </header>
  );
}
