import { LIMITS } from '../contract/choices';
import type {
  Comment,
  CreatePostRequest,
  FeedPost,
  LikeAnswer,
  RsvpAnswer,
  RsvpRequest,
} from '../contract/types';
import { request } from './client';

const postPath = (id: string) => `/posts/${encodeURIComponent(id)}`;

export const getFeed = (page: number = LIMITS.feedPage, limit: number = LIMITS.feedLimit) =>
  request<FeedPost[]>('GET', `/posts/feed?page=${page}&limit=${limit}`);
export const createPost = (body: CreatePostRequest) =>
  request<FeedPost>('POST', '/posts', { body });
export const deletePost = (id: string) => request<{ success: boolean }>('DELETE', postPath(id));
export const toggleLike = (id: string) => request<LikeAnswer>('POST', `${postPath(id)}/like`);
export const getComments = (id: string) => request<Comment[]>('GET', `${postPath(id)}/comments`);
export const addComment = (id: string, content: string) =>
  request<Comment>('POST', `${postPath(id)}/comments`, { body: { content } });
export const rsvp = (id: string, status: RsvpRequest['status']) =>
  request<RsvpAnswer>('POST', `${postPath(id)}/rsvp`, { body: { status } });
