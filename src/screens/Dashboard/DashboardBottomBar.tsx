import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Compass from 'lucide-react/icons/compass';
import Home from 'lucide-react/icons/house';
import MessageCircle from 'lucide-react/icons/message-circle';
import { conversationsQuery, unreadTotal } from '../../api/messages';
import { dashboardTab, paths, type DashboardTab } from '../../paths';
import { BottomBar } from '../../components/BottomBar/BottomBar';

/** Feed, Discover, Messages (with the unread count) and Events along a phone's bottom edge. */
export function DashboardBottomBar({ tab }: { tab: DashboardTab }) {
  const { t } = useLingui();
  const { data: unread = 0 } = useQuery({ ...conversationsQuery(), select: unreadTotal });
  return (
    <BottomBar
      label={t`Sections`}
      items={[
        {
          href: dashboardTab('feed'),
          label: t`Feed`,
          icon: <Home size={22} aria-hidden />,
          current: tab === 'feed',
        },
        {
          href: dashboardTab('discover'),
          label: t`Discover`,
          icon: <Compass size={22} aria-hidden />,
          current: tab === 'discover',
        },
        {
          href: paths.messages,
          label: t`Messages`,
          icon: <MessageCircle size={22} aria-hidden />,
          current: false,
          unread,
        },
        {
          href: paths.events,
          label: t`Events`,
          icon: <CalendarDays size={22} aria-hidden />,
          current: false,
        },
      ]}
    />
  );
}
