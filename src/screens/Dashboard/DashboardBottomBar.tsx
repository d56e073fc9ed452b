import { CalendarDays, Compass, Home, MessageCircle } from 'lucide-react';
import { dashboardTab, paths, type DashboardTab } from '../../app/paths';
import { BottomBar } from '../../components/BottomBar/BottomBar';

/** Feed, Discover, Messages and Events along the bottom of a phone's screen. */
export function DashboardBottomBar({ tab }: { tab: DashboardTab }) {
  return (
    <BottomBar
      label="Sections"
      items={[
        {
          to: dashboardTab('feed'),
          label: 'Feed',
          icon: <Home size={22} aria-hidden />,
          current: tab === 'feed',
        },
        {
          to: dashboardTab('discover'),
          label: 'Discover',
          icon: <Compass size={22} aria-hidden />,
          current: tab === 'discover',
        },
        {
          to: paths.messages,
          label: 'Messages',
          icon: <MessageCircle size={22} aria-hidden />,
          current: false,
        },
        {
          to: paths.events,
          label: 'Events',
          icon: <CalendarDays size={22} aria-hidden />,
          current: false,
        },
      ]}
    />
  );
}
