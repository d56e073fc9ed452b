import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import type { SwipeRequest } from '../contract/types';
import { ROUTES } from '../contract/routes';
import { call } from './call';

export const getDiscover = () => call(ROUTES.discover);
export const swipe = (body: SwipeRequest) => call(ROUTES.swipe, { body });
export const getMatches = () => call(ROUTES.listMatches);
export const unmatch = (matchId: string) => call(ROUTES.unmatch, { params: { matchId } });

export const matchKeys = {
  discover: ['matches', 'discover'] as const,
  list: ['matches'] as const,
};

/** The profiles waiting in discover. Never refetched behind the member's back: it is a stack. */
export const discoverQuery = () =>
  queryOptions({
    queryKey: matchKeys.discover,
    queryFn: getDiscover,
    staleTime: Infinity,
    meta: { errorMessage: msg`Failed to load matches. Please try again.` },
    // Asked first by the dashboard's loader: see feedQuery.
    retryOnMount: false,
  });

export const matchesQuery = () => queryOptions({ queryKey: matchKeys.list, queryFn: getMatches });
