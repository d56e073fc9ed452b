import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../paths';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { SwipeStack, SwipeStackLoading } from '../../components/SwipeStack/SwipeStack';
import type { SwipeStackHandle } from '../../components/SwipeStack/SwipeStack';
import { visuallyHidden } from '../../styles/utilities.css';
import type { DiscoverStack } from './useDiscoverStack';
import * as styles from './Dashboard.css';

type DiscoverProfilesProps = {
  stack: DiscoverStack;
  size: 'compact' | 'large';
  ref?: Ref<SwipeStackHandle>;
};

/** A swipe stack with its loading and failure states. */
export function DiscoverProfiles({ stack, size, ref }: DiscoverProfilesProps) {
  const { t } = useLingui();
  if (stack.loading) {
    return (
      <div className={styles.stackLoading} role="status">
        <span className={visuallyHidden}>
          <Trans>Loading profiles…</Trans>
        </span>
        <SwipeStackLoading size={size} />
      </div>
    );
  }
  if (stack.failed) {
    return (
      <EmptyState
        title={t`Profiles could not be loaded`}
        action={
          <Button
            variant="secondary"
            icon={<RefreshCw size={18} aria-hidden />}
            onClick={stack.refresh}
          >
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <Trans>Check your connection and try again.</Trans>
      </EmptyState>
    );
  }
  return (
    <SwipeStack
      ref={ref}
      size={size}
      profiles={stack.waiting}
      busy={stack.busy}
      onSwipe={stack.swipe}
      onRefresh={stack.refresh}
      refreshing={stack.refreshing}
      profileHref={(profile) => paths.memberProfile(profile.id)}
    />
  );
}
