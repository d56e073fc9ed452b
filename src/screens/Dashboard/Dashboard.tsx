import { memo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { matchConversationPath, paths, type DashboardTab } from '../../paths';
import { clearance } from '../../components/BottomBar/BottomBar.css';
import { MatchDialog } from '../../components/MatchDialog/MatchDialog';
import type { SwipeStackHandle } from '../../components/SwipeStack/SwipeStack';
import { Tabs } from '../../components/Tabs/Tabs';
import { useNewMatch } from '../../state/newMatch';
import { useSession } from '../../state/session';
import { visuallyHidden } from '../../styles/utilities.css';
import { DashboardBottomBar as BottomBar } from './DashboardBottomBar';
import { DashboardTopBar as TopBar } from './DashboardTopBar';
import { DiscoverPeopleCard } from './DiscoverPeopleCard';
import { DiscoverProfiles } from './DiscoverProfiles';
import { Composer as FeedComposer } from './Composer';
import { PostFeed as Feed } from './PostFeed';
import { useDiscoverStack } from './useDiscoverStack';
import * as styles from './Dashboard.css';

// The discover stack lives in the dashboard and changes with each swipe and when the profiles
// arrive: the parts that do not read it draw again only when their own props change (the feed's
// posts are most of a phone's first render).
const DashboardTopBar = memo(TopBar);
const DashboardBottomBar = memo(BottomBar);
const Composer = memo(FeedComposer);
const PostFeed = memo(Feed);

/** The tab in the URL (`?tab=discover`); anything else is the feed. */
const useDashboardTab = (): DashboardTab =>
  useSearchParams()[0].get('tab') === 'discover' ? 'discover' : 'feed';

/** The main screen. A member whose profile is incomplete is sent to the profile setup first. */
export default function Dashboard() {
  const profileCompleted = useSession((state) => state.user?.profileCompleted ?? false);
  return profileCompleted ? <MemberDashboard /> : <Navigate to={paths.profileSetup} replace />;
}

/** The feed and discover tabs, the phone's bottom bar, and the match dialog. */
function MemberDashboard() {
  const { t } = useLingui();
  const [, setSearchParams] = useSearchParams();
  const tab = useDashboardTab();
  const navigate = useNavigate();
  const stack = useDiscoverStack();
  const { match, dismiss } = useNewMatch();
  const stackRef = useRef<SwipeStackHandle>(null);

  return (
    <>
      <DashboardTopBar />
      <main className={`${styles.main} ${clearance}`}>
        <h1 className={visuallyHidden}>
          <Trans>Dashboard</Trans>
        </h1>
        <Tabs
          label={t`Dashboard`}
          value={tab}
          onValueChange={(next) =>
            setSearchParams(next === 'discover' ? { tab: next } : {}, { replace: true })
          }
          items={[
            {
              value: 'feed',
              label: t`Feed`,
              content: (
                <div className={styles.feedLayout}>
                  <aside className={styles.feedAside}>
                    <DiscoverPeopleCard ref={stackRef} stack={stack} />
                  </aside>
                  <div className={styles.feedColumn}>
                    <Composer />
                    <PostFeed />
                  </div>
                </div>
              ),
            },
            {
              value: 'discover',
              label: t`Discover`,
              content: (
                <section className={styles.discover} aria-labelledby="discover-title">
                  <h2 id="discover-title" className={styles.discoverTitle}>
                    <Trans>Discover Exceptional People</Trans>
                  </h2>
                  <p className={styles.discoverHint}>
                    {t({
                      message: 'Swipe right to like, swipe left to pass',
                      comment:
                        'Physical directions: a card dragged to the right likes, to the left passes, in right-to-left languages too.',
                    })}
                  </p>
                  <DiscoverProfiles ref={stackRef} stack={stack} size="large" />
                </section>
              ),
            },
          ]}
        />
      </main>
      <DashboardBottomBar tab={tab} />
      <MatchDialog
        match={match}
        onKeepSwiping={dismiss}
        onSendMessage={({ matchId }) => {
          dismiss();
          navigate(matchConversationPath(matchId));
        }}
        onViewProfile={({ user }) => {
          dismiss();
          navigate(paths.memberProfile(user.id));
        }}
        // Pushed in real time, a match waits for what the member is doing, and gives focus back to
        // it; after their own like, focus goes back to the stack.
        waitsItsTurn={match ? !match.fromSwipe : false}
        returnFocusTo={() => stackRef.current?.focusTarget()}
      />
    </>
  );
}
