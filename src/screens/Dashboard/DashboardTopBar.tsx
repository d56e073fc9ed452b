import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CalendarDays from 'lucide-react/icons/calendar-days';
import LogOut from 'lucide-react/icons/log-out';
import MessageCircle from 'lucide-react/icons/message-circle';
import Settings from 'lucide-react/icons/settings';
import User from 'lucide-react/icons/user';
import { Link, useNavigate } from 'react-router';
import { conversationsQuery, unreadTotal } from '../../api/messages';
import { paths } from '../../paths';
import { PRODUCT_NAME } from '../../brand';
import { Avatar } from '../../components/Avatar/Avatar';
import { button } from '../../components/Button/Button.css';
import { LazyMenu } from '../../components/Menu/LazyMenu';
import { Logo } from '../../components/Logo/Logo';
import { notify } from '../../components/Toaster/notify';
import { PremiumBadge } from '../../components/PremiumBadge/PremiumBadge';
import { UnreadBadge } from '../../components/UnreadBadge/UnreadBadge';
import { useSession } from '../../state/session';
import { usePreferences } from '../../state/preferences';
import * as styles from './Dashboard.css';

const navLink = `${button({ variant: 'ghost', size: 'sm' })} ${styles.topBarLink}`;

/** The dashboard's top bar: Messages (with the unread count), Events and the profile menu. */
export function DashboardTopBar() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const firstName = useSession((state) => state.user?.firstName ?? '');
  const signOut = useSession((state) => state.signOut);
  const premium = useSession((state) => state.user?.isPremium === true);
  const preferences = usePreferences();
  const unreadId = useId();
  const { data: unread = 0 } = useQuery({ ...conversationsQuery(), select: unreadTotal });

  const logout = async () => {
    // Leave the members' pages first (synchronously, not as a transition), so the guard of the
    // page being left never sees a signed-out member and sends them to /auth instead.
    await navigate(paths.home, { flushSync: true });
    signOut();
    notify.success(t`Thanks for visiting ${PRODUCT_NAME}! See you soon.`);
  };

  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <div className={styles.brand}>
          <Link
            className={styles.brandLink}
            to={paths.dashboard}
            aria-label={t`${PRODUCT_NAME} dashboard`}
          >
            <Logo />
          </Link>
          {premium && <PremiumBadge />}
        </div>
        <nav className={styles.actions} aria-label={t`Main`}>
          <Link
            className={navLink}
            to={paths.messages}
            aria-describedby={unread > 0 ? unreadId : undefined}
          >
            <MessageCircle size={20} aria-hidden />
            <Trans>Messages</Trans>
            <UnreadBadge count={unread} id={unreadId} />
          </Link>
          <Link className={navLink} to={paths.events}>
            <CalendarDays size={20} aria-hidden />
            <Trans>Events</Trans>
          </Link>
          <LazyMenu
            label={firstName}
            trigger={
              <button type="button" className={styles.profileButton} aria-label={t`Profile menu`}>
                <Avatar name={firstName} size="sm" />
              </button>
            }
            entries={[
              {
                label: t`My Profile`,
                icon: <User size={18} aria-hidden />,
                onSelect: () => navigate(paths.profile),
              },
              {
                label: t`Settings`,
                icon: <Settings size={18} aria-hidden />,
                onSelect: () => navigate(paths.editProfile),
              },
              { separator: true },
              ...preferences.flatMap((preference) => [preference, { separator: true as const }]),
              { label: t`Logout`, icon: <LogOut size={18} aria-hidden />, onSelect: logout },
            ]}
          />
        </nav>
      </div>
    </header>
  );
}
