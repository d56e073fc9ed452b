/**
 * Every route path of the app, named once: the route table, the guard, links, redirects and
 * journeys read them here, so a path changes in one place. It sits below src/app so that
 * screens can link without importing the shell that mounts them.
 */
export const paths = {
  home: '/',
  landing: '/landing',
  index: '/index',
  auth: '/auth',
  profileSetup: '/profile-setup',
  dashboard: '/dashboard',
  feed: '/feed',
  messages: '/messages',
  events: '/events',
  subscription: '/subscription',
  profile: '/profile',
  memberProfile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  /** One's own profile with the Edit Profile dialog open (the profile menu's Settings). */
  editProfile: '/profile?edit=1',
} as const;

/** The dashboard's tabs, kept in the URL (`/dashboard?tab=discover`) so a reload or a link lands on one. */
export const DASHBOARD_TABS = ['feed', 'discover'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const dashboardTab = (tab: DashboardTab) =>
  tab === 'feed' ? paths.dashboard : `${paths.dashboard}?tab=${tab}`;

/** Messages with the conversation of a match open, where 'Send a Message' in the match dialog goes. */
export const matchConversationPath = (matchId: string) =>
  `${paths.messages}?match=${encodeURIComponent(matchId)}`;

/** Messages with one conversation open: a link, a reload or the back button lands on it. */
export const conversationPath = (conversationId: string) =>
  `${paths.messages}?c=${encodeURIComponent(conversationId)}`;
