import { i18n, type MessageDescriptor } from '@lingui/core';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { isSessionExpiry } from '../api/sessionExpiry';
import { notify } from '../components/Toaster/notify';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * A query's failure toast, e.g. 'Failed to load feed. Please try again.': a message, said in
     * the interface's language when the query fails (or a text already in it).
     */
    queryMeta: { errorMessage?: MessageDescriptor | string };
  }
}

/** The member screens' cache, for one member (their token). */
export interface MemberCache {
  client: QueryClient;
  token: string | undefined;
  /** Whether a failing query may say so: not once its shell has gone. */
  setShown: (shown: boolean) => void;
}

/**
 * A query that fails once its shell has gone (a logout, or in Storybook the next story) says
 * nothing: its toast would land on a page that never asked.
 */
function createMemberCache(token: string | undefined): MemberCache {
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
  return { client, token, setShown: (now) => void (shown = now) };
}

let current: MemberCache | undefined;

/**
 * The cache for the member with `token`: the one a route's loader or the member shell already
 * made for them (so the shell finds what the loader started), else a new one.
 */
export function memberCache(token: string | undefined): MemberCache {
  if (current && current.token === token) return current;
  current = createMemberCache(token);
  return current;
}

/**
 * The member shell holds its cache while it is mounted. Once it has gone (a logout, the next
 * story) the next member screen starts with an empty cache.
 */
export function holdMemberCache(cache: MemberCache) {
  current = cache;
  cache.setShown(true);
  return () => {
    cache.setShown(false);
    if (current === cache) current = undefined;
  };
}

/** Forgets the cache a loader made for a shell that never came (each story starts afresh). */
export const forgetMemberCache = () => void (current = undefined);
