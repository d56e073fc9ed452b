import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer, ProfileUpdateRequest, User } from '../contract/types';
import { ROUTES } from '../contract/routes';
import { call } from './call';
import { ApiError } from './client';
import { postKeys } from './posts';

export const getMe = () => call(ROUTES.getMe);
export const updateMe = (changes: ProfileUpdateRequest) => call(ROUTES.updateMe, { body: changes });
/** A member: one's own record in full, anyone else's public view (no email, birthday or plan). */
export const getUser = (id: string) => call(ROUTES.getUser, { params: { id } });
/** A member's profile with stats and posts; `userId` may be the word 'me'. */
export const getProfile = (userId: string) => call(ROUTES.getProfile, { params: { id: userId } });
export const setOnlineStatus = (isOnline: boolean) =>
  call(ROUTES.setStatus, { body: { isOnline } });

/** The member's own profile is cached under 'me', however the URL named them. */
export const OWN_PROFILE = 'me';

export const userKeys = {
  me: ['users', 'me'] as const,
  profile: (userId: string) => ['users', 'profile', userId] as const,
};

/**
 * A member's profile. A member who does not exist is `null` (the screen's 'Profile not found'),
 * not a failure: only a failure to load says so in a toast.
 */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: async (): Promise<ProfileAnswer | null> => {
      try {
        return await getProfile(userId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

type Profile = ProfileAnswer | null | undefined;

/** A deleted post leaves the profile's list, and its Posts count drops by one. */
export const withoutPost = (profile: Profile, postId: string): Profile => {
  if (!profile || !profile.posts.some((post) => post.id === postId)) return profile;
  return {
    ...profile,
    posts: profile.posts.filter((post) => post.id !== postId),
    stats: { ...profile.stats, posts: Math.max(0, profile.stats.posts - 1) },
  };
};

/** What the Edit Profile dialog changes of one's own profile. */
export type ProfileChanges = Pick<
  ProfileUpdateRequest,
  'bio' | 'culturalJourney' | 'location' | 'interests' | 'languages' | 'photos'
>;

/** The saved member's fields over the cached profile's, so the profile shows the change at once. */
const withUser = (profile: Profile, user: User): Profile =>
  profile && {
    ...profile,
    user: {
      ...profile.user,
      firstName: user.firstName,
      lastName: user.lastName,
      photos: user.photos,
      location: user.location,
      nationality: user.nationality,
      bio: user.bio,
      culturalJourney: user.culturalJourney,
      interests: user.interests,
      languages: user.languages,
    },
  };

/** Saves changes to one's own profile (`PATCH /users/me`); a failure leaves every cache as it was. */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateMe(changes),
    onSuccess: (user, changes) => {
      client.setQueryData(userKeys.me, user);
      client.setQueryData<ProfileAnswer | null>(userKeys.profile(OWN_PROFILE), (profile) =>
        withUser(profile, user),
      );
      // Feed posts carry their author's photo: the cached ones show the old one.
      if (changes.photos) void client.invalidateQueries({ queryKey: postKeys.feed });
    },
  });
}
