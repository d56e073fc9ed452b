import { queryOptions } from '@tanstack/react-query';
import type { ProfileAnswer, ProfileUpdateRequest, User } from '../contract/types';
import { request } from './client';

export const getMe = () => request<User>('GET', '/users/me');
export const updateMe = (changes: ProfileUpdateRequest) =>
  request<User>('PATCH', '/users/me', { body: changes });
export const getUser = (id: string) => request<User>('GET', `/users/${encodeURIComponent(id)}`);
/** A member's profile with stats and posts; `userId` may be the word 'me'. */
export const getProfile = (userId: string) =>
  request<ProfileAnswer>('GET', `/users/profile/${encodeURIComponent(userId)}`);
export const setOnlineStatus = (isOnline: boolean) =>
  request<{ isOnline: boolean }>('POST', '/users/status', { body: { isOnline } });

export const userKeys = {
  me: ['users', 'me'] as const,
  profile: (userId: string) => ['users', 'profile', userId] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: userKeys.profile(userId), queryFn: () => getProfile(userId) });
