import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { LiveMessages } from './LiveMessages';
import { holdMemberCache, memberCache } from './memberCache';
import { loadOverlays } from '../components/overlays/useOverlays';
import { useSession } from '../state/session';
import { NewMatchProvider, useNewMatch } from '../state/newMatch';
import { RealtimeConnection, useMemberEvent } from '../api/liveConnection';
import { useScreenDrawn } from '../state/screenDrawn';
import { NEW_MATCH_EVENT } from '../contract/endpoints';
import type { NewMatchEvent } from '../contract/types';

/** `new_match` pushed on the member's private channel waits for the dashboard's match dialog. */
function RealtimeMatches() {
  const { show } = useNewMatch();
  useMemberEvent<NewMatchEvent>(NEW_MATCH_EVENT, (match) => show(match, 'push'));
  return null;
}

/** The parts no first screen draws (the profile menu, the dialogs) load once the screen is drawn. */
function OverlaysOnceDrawn() {
  const drawn = useScreenDrawn();
  useEffect(() => {
    if (drawn) loadOverlays().catch(() => {}); // each part asks again when it is wanted
  }, [drawn]);
  return null;
}

/**
 * The signed-in screens' providers. Loaded with them, so the landing page never pays for them.
 * Its cache is the one its route's loader started filling (./memberCache.ts); every story and
 * every sign-in starts with an empty one.
 */
export default function MemberShell() {
  const token = useSession((state) => state.user?.token);
  const [cache] = useState(() => memberCache(token));
  useEffect(() => holdMemberCache(cache), [cache]);
  return (
    <QueryClientProvider client={cache.client}>
      <NewMatchProvider>
        <RealtimeConnection />
        <OverlaysOnceDrawn />
        <RealtimeMatches />
        <LiveMessages />
        <Outlet />
      </NewMatchProvider>
    </QueryClientProvider>
  );
}
