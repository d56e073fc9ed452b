import { Trans } from '@lingui/react/macro';
import Crown from 'lucide-react/icons/crown';
import { Badge } from '../Badge/Badge';
import { premiumBadge } from './PremiumBadge.css';

/** Marks a premium member: beside the logo in the dashboard's top bar, on their own profile. */
export function PremiumBadge() {
  return (
    <Badge tone="beta" className={premiumBadge}>
      <Crown size="1.1em" aria-hidden />
      <Trans>Premium</Trans>
    </Badge>
  );
}
