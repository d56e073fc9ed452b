import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { BeeGlobalProvider } from '../components/BeeGlobalProvider/BeeGlobalProvider';
import type { LinkComponentProps } from '../components/BeeGlobalProvider/context';

/** The components' links go through the app's router: no page load between screens. */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

/**
 * The components as the app uses them: in the interface's language, with the router's links.
 * The theme and direction are already on <html> (set before the first paint), so none is given.
 */
export function AppComponents({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <BeeGlobalProvider locale={i18n.locale} linkComponent={RouterLink}>
      {children}
    </BeeGlobalProvider>
  );
}
