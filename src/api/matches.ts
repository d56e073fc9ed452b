import { queryOptions } from '@tanstack/react-query';
import type { DiscoverProfile, Match, SwipeAnswer, SwipeRequest } from '../contract/types';
import { request } from './client';
import { DISCOVER_PATH } from './paths';

export const getDiscover = () => request<DiscoverProfile[]>('GET', DISCOVER_PATH);
export const swipe = (body: SwipeRequest) =>
  request<SwipeAnswer>('POST', '/matches/swipe', { body });
export const getMatches = () => request<Match[]>('GET', '/matches');
export const unmatch = (matchId: string) =>
  request<{ success: boolean }>('DELETE', `/matches/${encodeURIComponent(matchId)}`);

export const matchKeys = {
  discover: ['matches', 'discover'] as const,
  list: ['matches'] as const,
};

/** The profiles waiting in discover. Never refetched behind the member's back: it is a stack. */
export const discoverQuery = () =>
  queryOptions({ queryKey: matchKeys.discover, queryFn: getDiscover, staleTime: Infinity });

export const matchesQuery = () => queryOptions({ queryKey: matchKeys.list, queryFn: getMatches });
