import { useEffect, useState } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiError } from '../api/client';
import { LiveMessages } from './LiveMessages';
import { isSessionExpiry } from '../api/sessionExpiry';
import { loadOverlays } from '../components/overlays/useOverlays';
import { notify } from '../components/Toaster/notify';
import { NewMatchProvider, useNewMatch } from '../state/newMatch';
import { RealtimeConnection, useMemberEvent } from '../api/liveConnection';
import { useScreenDrawn } from '../state/screenDrawn';
import { NEW_MATCH_EVENT } from '../contract/endpoints';
import type { NewMatchEvent } from '../contract/types';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * A query's failure toast, e.g. 'Failed to load feed. Please try again.': a message, said in
     * the interface's language when the query fails (or a text already in it).
     */
    queryMeta: { errorMessage?: MessageDescriptor | string };
  }
}

/**
 * The member screens' cache. A query that fails once its shell has gone (a logout, or in
 * Storybook the next story) says nothing: its toast would land on a page that never asked.
 */
function createQueryClient() {
  let shown = true;
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!shown) return;
        const message = query.meta?.errorMessage;
        if (message && !isSessionExpiry(error))
          notify.error(typeof message === 'string' ? message : i18n._(message));
      },
    }),
    defaultOptions: {
      queries: {
        // One more try only when the network failed; an answer from the server is final.
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
  return { client, setShown: (now: boolean) => void (shown = now) };
}

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
 * The signed-in screens' providers. Loaded with them, so the landing page never pays for them;
 * created per mounted app, so every story and every sign-in starts with an empty cache.
 */
export default function MemberShell() {
  const [{ client: queryClient, setShown }] = useState(createQueryClient);
  useEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);
  return (
    <QueryClientProvider client={queryClient}>
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
