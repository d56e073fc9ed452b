// Every call of the REST contract in one table: method, path, who may call it, what it takes and
// answers. The client (src/api/call.ts), the mock backends' router and the OpenAPI document come
// from it. It names its schemas rather than holding them, so the client reads it without zod.
import type { z } from 'zod';
import { REALTIME_AUTH_PATH } from './endpoints.ts';
import type * as schema from './schemas.ts';

type Schemas = typeof schema;
/** A schema of schemas.ts, by its name: the table names them, so the client can read it without zod. */
export type SchemaName = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType ? Name : never;
}[keyof Schemas];

/** A call's failures besides the ones every call may give (see openapi.ts). */
export type ErrorStatus = 400 | 403 | 404 | 409;

export type ContractRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below the API base; `:name` is a path parameter. */
  path: string;
  summary: string;
  /** 'member': a bearer token of a signed-in member; 'open': anyone. */
  access: 'member' | 'open';
  /** Answered by the mock backends only (the Demo panel's controls, this document): no real backend has it. */
  mockOnly?: true;
  body?: SchemaName;
  /** pusher-js posts its channel authorisation as a form, not JSON. */
  form?: true;
  query?: SchemaName;
  status: 200 | 201;
  answer: SchemaName;
  errors: readonly ErrorStatus[];
};

/** Every call a backend answers (the mock backends' own calls are in mockRoutes.ts). */
export const ROUTES = {
  signup: {
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account (the 8-step signup)',
    access: 'open',
    body: 'signupRequest',
    status: 201,
    answer: 'authAnswer',
    errors: [400],
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    access: 'open',
    body: 'loginRequest',
    status: 200,
    answer: 'authAnswer',
    errors: [400],
  },
  getMe: {
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in member',
    access: 'member',
    status: 200,
    answer: 'user',
    errors: [],
  },
  updateMe: {
    method: 'PATCH',
    path: '/users/me',
    summary: "Edit one's profile",
    access: 'member',
    body: 'profileUpdateRequest',
    status: 200,
    answer: 'user',
    errors: [400],
  },
  setStatus: {
    method: 'POST',
    path: '/users/status',
    summary: 'Set online or offline',
    access: 'member',
    body: 'statusRequest',
    status: 200,
    // The status as stored: the same shape as sent.
    answer: 'statusRequest',
    errors: [400],
  },
  getProfile: {
    method: 'GET',
    path: '/users/profile/:id',
    summary: "A member's profile page: the member, their stats and posts ('me' for one's own)",
    access: 'member',
    status: 200,
    answer: 'profileAnswer',
    errors: [404],
  },
  getUser: {
    method: 'GET',
    path: '/users/:id',
    summary: 'A member (oneself in full, anyone else without email, birthday or plan)',
    access: 'member',
    status: 200,
    answer: 'memberAnswer',
    errors: [404],
  },
  discover: {
    method: 'GET',
    path: '/matches/discover',
    summary: 'Profiles to swipe on',
    access: 'member',
    status: 200,
    answer: 'discoverProfiles',
    errors: [],
  },
  swipe: {
    method: 'POST',
    path: '/matches/swipe',
    summary: 'Like or pass on a member; a mutual like is a match',
    access: 'member',
    body: 'swipeRequest',
    status: 200,
    answer: 'swipeAnswer',
    errors: [400, 404, 409],
  },
  listMatches: {
    method: 'GET',
    path: '/matches',
    summary: "The member's matches",
    access: 'member',
    status: 200,
    answer: 'matches',
    errors: [],
  },
  unmatch: {
    method: 'DELETE',
    path: '/matches/:matchId',
    summary: 'Unmatch: the conversation goes too',
    access: 'member',
    status: 200,
    answer: 'successAnswer',
    errors: [404],
  },
  listConversations: {
    method: 'GET',
    path: '/messages/conversations',
    summary: "The member's conversations, newest first",
    access: 'member',
    status: 200,
    answer: 'conversations',
    errors: [],
  },
  listMessages: {
    method: 'GET',
    path: '/messages/conversations/:id',
    summary: "A conversation's messages, oldest first",
    access: 'member',
    status: 200,
    answer: 'messages',
    errors: [404],
  },
  sendMessage: {
    method: 'POST',
    path: '/messages/conversations/:id',
    summary: 'Send a message (pushed to the other member at once)',
    access: 'member',
    body: 'messageRequest',
    status: 201,
    answer: 'message',
    errors: [400, 404],
  },
  markRead: {
    method: 'POST',
    path: '/messages/conversations/:id/read',
    summary: 'Mark a conversation read (the sender sees a read receipt)',
    access: 'member',
    status: 200,
    answer: 'successAnswer',
    errors: [404],
  },
  feed: {
    method: 'GET',
    path: '/posts/feed',
    summary: 'The feed, newest first, a page at a time',
    access: 'member',
    query: 'feedQuery',
    status: 200,
    answer: 'feedPosts',
    errors: [400],
  },
  createPost: {
    method: 'POST',
    path: '/posts',
    summary: 'Post a story, an event or news',
    access: 'member',
    body: 'createPostRequest',
    status: 201,
    answer: 'feedPost',
    errors: [400],
  },
  deletePost: {
    method: 'DELETE',
    path: '/posts/:id',
    summary: "Delete one's own post",
    access: 'member',
    status: 200,
    answer: 'successAnswer',
    errors: [403, 404],
  },
  toggleLike: {
    method: 'POST',
    path: '/posts/:id/like',
    summary: 'Like a post, or take the like back',
    access: 'member',
    status: 200,
    answer: 'likeAnswer',
    errors: [404],
  },
  listComments: {
    method: 'GET',
    path: '/posts/:id/comments',
    summary: "A post's comments, oldest first",
    access: 'member',
    status: 200,
    answer: 'comments',
    errors: [404],
  },
  addComment: {
    method: 'POST',
    path: '/posts/:id/comments',
    summary: 'Comment on a post',
    access: 'member',
    body: 'commentRequest',
    status: 201,
    answer: 'comment',
    errors: [400, 404],
  },
  rsvp: {
    method: 'POST',
    path: '/posts/:id/rsvp',
    summary: "Answer an event's invitation",
    access: 'member',
    body: 'rsvpRequest',
    status: 200,
    answer: 'rsvpAnswer',
    errors: [400, 404],
  },
  authorizeChannel: {
    method: 'POST',
    path: REALTIME_AUTH_PATH,
    summary: "Sign a private real-time channel for pusher-js: one's own, or a conversation's",
    access: 'member',
    body: 'channelAuthRequest',
    form: true,
    status: 200,
    answer: 'channelAuthAnswer',
    errors: [400, 403],
  },
} as const satisfies Record<string, ContractRoute>;
