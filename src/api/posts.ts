import { useRef } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { LIMITS } from '../contract/choices';
import type { Comment, CreatePostRequest, FeedPost, RsvpRequest } from '../contract/types';
import { ROUTES } from '../contract/routes';
import { call } from './call';

export const getFeed = (page: number = LIMITS.feedPage, limit: number = LIMITS.feedLimit) =>
  call(ROUTES.feed, { query: { page, limit } });
export const createPost = (body: CreatePostRequest) => call(ROUTES.createPost, { body });
export const deletePost = (id: string) => call(ROUTES.deletePost, { params: { id } });
export const toggleLike = (id: string) => call(ROUTES.toggleLike, { params: { id } });
export const getComments = (id: string) => call(ROUTES.listComments, { params: { id } });
export const addComment = (id: string, content: string) =>
  call(ROUTES.addComment, { params: { id }, body: { content } });
export const rsvp = (id: string, status: RsvpRequest['status']) =>
  call(ROUTES.rsvp, { params: { id }, body: { status } });

// Queries ----------------------------------------------------------------------------------------

export const postKeys = {
  feed: ['posts', 'feed'] as const,
  comments: (postId: string) => ['posts', postId, 'comments'] as const,
};

type Feed = InfiniteData<FeedPost[], number>;

/** The feed, a page of 20 at a time, newest first; a short page is the last. */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: postKeys.feed,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: LIMITS.feedPage as number,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < LIMITS.feedLimit ? undefined : pages.length + 1,
    meta: { errorMessage: msg`Failed to load feed. Please try again.` },
    // The dashboard's loader asks first (src/app/memberLoaders.ts): a failure it met is shown,
    // with Retry, rather than asked again as the screen mounts. One request, one toast.
    retryOnMount: false,
  });

export const commentsQuery = (postId: string) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => getComments(postId) });

/** Changes one post wherever it sits in the cached feed. */
function updatePost(feed: Feed | undefined, postId: string, change: (post: FeedPost) => FeedPost) {
  if (!feed) return feed;
  return {
    ...feed,
    pages: feed.pages.map((page) => page.map((post) => (post.id === postId ? change(post) : post))),
  };
}

/** A post's like set to `liked`: +1 on like, -1 on unlike, nothing if it already is so. */
export const applyLike = (feed: Feed | undefined, postId: string, liked: boolean) =>
  updatePost(feed, postId, (post) =>
    post.userHasLiked === liked
      ? post
      : { ...post, userHasLiked: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) },
  );

// Mutations --------------------------------------------------------------------------------------

/**
 * The like toggle, optimistic: the count moves at once and the server's `liked` settles it. When
 * the member toggles again before an answer, only the last toggle's answer counts (an earlier one
 * is already out of date); a failure puts that post back as it was before its toggle.
 */
export function useToggleLike({ onError }: { onError: (error: Error) => void }) {
  const client = useQueryClient();
  const inFlight = useRef(new Map<string, number>());
  const track = (postId: string, step: 1 | -1) =>
    inFlight.current.set(postId, (inFlight.current.get(postId) ?? 0) + step);
  const setLiked = (postId: string, liked: boolean) =>
    client.setQueryData<Feed>(postKeys.feed, (feed) => applyLike(feed, postId, liked));
  return useMutation({
    mutationFn: (post: Pick<FeedPost, 'id' | 'userHasLiked'>) => toggleLike(post.id),
    onMutate: async (post) => {
      track(post.id, 1);
      await client.cancelQueries({ queryKey: postKeys.feed });
      setLiked(post.id, !post.userHasLiked);
    },
    onSuccess: ({ liked }, post) => {
      if (inFlight.current.get(post.id) === 1) setLiked(post.id, liked);
    },
    onError: (error, post) => {
      setLiked(post.id, post.userHasLiked);
      onError(error);
    },
    onSettled: (_answer, _error, post) => track(post.id, -1),
  });
}

/** Publishes a post and puts it at the top of the cached feed. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) =>
      client.setQueryData<Feed>(postKeys.feed, (feed) =>
        feed
          ? { ...feed, pages: feed.pages.map((page, i) => (i === 0 ? [post, ...page] : page)) }
          : feed,
      ),
  });
}

/** Adds a comment: appended to the post's comments, and the post's count goes up by one. */
export function useAddComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(postId, content),
    onSuccess: (comment) => {
      client.setQueryData<Comment[]>(postKeys.comments(postId), (comments) =>
        comments ? [...comments, comment] : [comment],
      );
      client.setQueryData<Feed>(postKeys.feed, (feed) =>
        updatePost(feed, postId, (post) => ({ ...post, comments: post.comments + 1 })),
      );
    },
  });
}

/**
 * Deletes one of the member's own posts. Once the server has answered, it leaves the cached feed;
 * `onDeleted` updates whatever else lists it (the profile's posts and count).
 */
export function useDeletePost({ onDeleted }: { onDeleted?: (postId: string) => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => deletePost(postId),
    onSuccess: (_answer, postId) => {
      client.setQueryData<Feed>(postKeys.feed, (feed) =>
        feed
          ? { ...feed, pages: feed.pages.map((page) => page.filter((post) => post.id !== postId)) }
          : feed,
      );
      onDeleted?.(postId);
    },
  });
}
