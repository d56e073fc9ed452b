import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { LIMITS } from '../contract/choices';
import type { FeedPost } from '../contract/types';
import { getDiscover } from './matches';
import { getConversations, getMessages } from './messages';
import { getFeed, toggleLike } from './posts';
import { getProfile } from './users';

/** Query keys in one place, so a mutation invalidates exactly what it changed. */
export const keys = {
  feed: ['feed'] as const,
  discover: ['discover'] as const,
  conversations: ['conversations'] as const,
  messages: (conversationId: string) => ['messages', conversationId] as const,
  profile: (userId: string) => ['profile', userId] as const,
};

export const useFeed = () =>
  useInfiniteQuery({
    queryKey: keys.feed,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: LIMITS.feedPage as number,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < LIMITS.feedLimit ? undefined : pages.length + 1,
  });

export const useDiscover = () => useQuery({ queryKey: keys.discover, queryFn: getDiscover });

export const useConversations = () =>
  useQuery({ queryKey: keys.conversations, queryFn: getConversations });

export const useMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: keys.messages(conversationId ?? ''),
    queryFn: () => getMessages(conversationId!),
    enabled: conversationId !== null,
  });

export const useProfile = (userId: string) =>
  useQuery({ queryKey: keys.profile(userId), queryFn: () => getProfile(userId) });

/** Flips a post's like in the cached feed: +1 on like, -1 on unlike. */
export function applyLike(
  feed: InfiniteData<FeedPost[]> | undefined,
  postId: string,
  liked: boolean,
) {
  if (!feed) return feed;
  return {
    ...feed,
    pages: feed.pages.map((page) =>
      page.map((post) =>
        post.id === postId && post.userHasLiked !== liked
          ? { ...post, userHasLiked: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) }
          : post,
      ),
    ),
  };
}

/**
 * The like toggle of spec section 4, optimistic: the count moves at once, the server's `liked`
 * settles it, and a failure puts the feed back as it was.
 */
export function useToggleLike(onError: (error: Error) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<FeedPost, 'id' | 'userHasLiked'>) => toggleLike(post.id),
    onMutate: async (post) => {
      await client.cancelQueries({ queryKey: keys.feed });
      const before = client.getQueryData<InfiniteData<FeedPost[]>>(keys.feed);
      client.setQueryData(keys.feed, applyLike(before, post.id, !post.userHasLiked));
      return { before };
    },
    onSuccess: ({ liked }, post) =>
      client.setQueryData(keys.feed, (feed: InfiniteData<FeedPost[]> | undefined) =>
        applyLike(feed, post.id, liked),
      ),
    onError: (error, _post, context) => {
      client.setQueryData(keys.feed, context?.before);
      onError(error);
    },
  });
}
