import type { DiscoverProfile, Match, SwipeAnswer, SwipeRequest } from '../contract/types';
import { request } from './client';

export const getDiscover = () => request<DiscoverProfile[]>('GET', '/matches/discover');
export const swipe = (body: SwipeRequest) =>
  request<SwipeAnswer>('POST', '/matches/swipe', { body });
export const getMatches = () => request<Match[]>('GET', '/matches');
export const unmatch = (matchId: string) =>
  request<{ success: boolean }>('DELETE', `/matches/${encodeURIComponent(matchId)}`);
