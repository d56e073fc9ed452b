import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import UserRoundX from 'lucide-react/icons/user-round-x';
import { Link, useParams } from 'react-router';
import { useAnswerDrawn } from '../../api/useAnswerDrawn';
import { OWN_PROFILE, profileQuery } from '../../api/users';
import { PRODUCT_NAME } from '../../brand';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useSession } from '../../state/session';
import { ProfileDetails } from './ProfileDetails';
import { ProfilePosts } from './ProfilePosts';
import * as styles from './Profile.css';

export const LOAD_PROFILE_FAILED = msg`Failed to load profile. Please try again.`;

/**
 * Whose profile the URL names, and whether it is the member's own: no userId, the word 'me', or
 * the stored user's id. The member's own is always asked for (and cached) as 'me'.
 */
function useProfileOwner() {
  const { userId } = useParams();
  const myId = useSession((state) => state.user?.id);
  const own = userId === undefined || userId === OWN_PROFILE || userId === myId;
  return { own, key: own ? OWN_PROFILE : userId };
}

/** A member's profile: their own (`/profile`, `/profile/me`) or another's (`/profile/{userId}`). */
export default function Profile() {
  const { own, key } = useProfileOwner();
  const { t } = useLingui();
  const profile = useQuery({ ...profileQuery(key), meta: { errorMessage: LOAD_PROFILE_FAILED } });
  // The profile and its posts, drawn in slices: at once, one task of 35-44 ms here beside npm test.
  const drawn = useAnswerDrawn(profile.data);

  return (
    <div className={styles.page}>
      <PageHeader title={t`Profile`} backTo={paths.dashboard} sticky />
      <main className={styles.main}>
        {profile.isPending || (profile.data && !drawn) ? (
          <ProfileLoading />
        ) : profile.data ? (
          <div className={styles.layout}>
            <ProfileDetails profile={profile.data} own={own} />
            <ProfilePosts profile={profile.data} own={own} />
          </div>
        ) : (
          <ProfileNotFound
            failed={profile.isError}
            retrying={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        )}
      </main>
    </div>
  );
}

function ProfileLoading() {
  return (
    <div className={styles.loading} role="status">
      <div className={styles.loadingCard} aria-hidden>
        <Skeleton shape="circle" width="6rem" height="6rem" />
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton width="40%" />
      </div>
      <p className={styles.loadingText}>
        <Trans>Loading profile...</Trans>
      </p>
    </div>
  );
}

/** No such member, or the profile could not be loaded (after the toast that said so). */
function ProfileNotFound({
  failed,
  retrying,
  onRetry,
}: {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.notFound}>
      <EmptyState
        level={2}
        icon={<UserRoundX size={28} aria-hidden />}
        title={t`Profile not found`}
        action={
          <div className={styles.notFoundActions}>
            <Link to={paths.dashboard} className={button({ variant: 'primary' })}>
              <Trans>Back to Dashboard</Trans>
            </Link>
            {failed && (
              <Button
                variant="secondary"
                icon={<RefreshCw size={18} aria-hidden />}
                loading={retrying}
                onClick={onRetry}
              >
                <Trans>Try Again</Trans>
              </Button>
            )}
          </div>
        }
      >
        {failed ? (
          <Trans>The profile could not be loaded just now.</Trans>
        ) : (
          <Trans>This member may have left {PRODUCT_NAME}, or the link is not quite right.</Trans>
        )}
      </EmptyState>
    </div>
  );
}
