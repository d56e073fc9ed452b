import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { Button } from '../components/Button/Button';
import * as styles from '../screens/NotFound/NotFound.css';
import { AppComponents } from './AppComponents';

/** Shown when a screen fails to load or throws, e.g. a chunk lost after a deploy while offline. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  // Drawn in place of the app's shell, so it brings the components' provider itself.
  return (
    <AppComponents>
      <main className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Something went wrong</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>This page could not be shown. Please try again.</Trans>
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </main>
    </AppComponents>
  );
}
