// Every call of the REST contract in one table: method, path, who may call it, what it takes and
// what it answers. The mock backends' router is built from it (src/mocks/backend/router.ts) and
// the OpenAPI document is generated from it (openapi.ts); nothing else lists the routes.
import { z } from 'zod';
import { DEMO_RESET_PATH, DEMO_SCENARIOS_PATH } from './demo.ts';
import { REALTIME_AUTH_PATH } from './endpoints.ts';
import * as schema from './schemas.ts';

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
  body?: z.ZodType;
  /** pusher-js posts its channel authorisation as a form, not JSON. */
  form?: true;
  query?: z.ZodObject;
  status: 200 | 201;
  answer: z.ZodType;
  errors: readonly ErrorStatus[];
};

const success = z.object({ success: z.literal(true) });
const page = z.coerce.number().int().min(1);

/** Every call a backend answers, and the mock backends' own (mockOnly). */
export const ROUTES = {
  signup: {
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account (the 8-step signup)',
    access: 'open',
    body: schema.signupRequest,
    status: 201,
    answer: schema.authAnswer,
    errors: [400],
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    access: 'open',
    body: schema.loginRequest,
    status: 200,
    answer: schema.authAnswer,
    errors: [400],
  },
  getMe: {
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in member',
    access: 'member',
    status: 200,
    answer: schema.user,
    errors: [],
  },
  updateMe: {
    method: 'PATCH',
    path: '/users/me',
    summary: "Edit one's profile",
    access: 'member',
    body: schema.profileUpdateRequest,
    status: 200,
    answer: schema.user,
    errors: [400],
  },
  setStatus: {
    method: 'POST',
    path: '/users/status',
    summary: 'Set online or offline',
    access: 'member',
    body: schema.statusRequest,
    status: 200,
    // The status as stored: the same shape as sent.
    answer: schema.statusRequest,
    errors: [400],
  },
  getProfile: {
    method: 'GET',
    path: '/users/profile/:id',
    summary: "A member's profile page: the member, their stats and posts ('me' for one's own)",
    access: 'member',
    status: 200,
    answer: schema.profileAnswer,
    errors: [404],
  },
  getUser: {
    method: 'GET',
    path: '/users/:id',
    summary: 'A member (oneself in full, anyone else without email, birthday or plan)',
    access: 'member',
    status: 200,
    answer: z.union([schema.user, schema.publicMember]),
    errors: [404],
  },
  discover: {
    method: 'GET',
    path: '/matches/discover',
    summary: 'Profiles to swipe on',
    access: 'member',
    status: 200,
    answer: z.array(schema.discoverProfile),
    errors: [],
  },
  swipe: {
    method: 'POST',
    path: '/matches/swipe',
    summary: 'Like or pass on a member; a mutual like is a match',
    access: 'member',
    body: schema.swipeRequest,
    status: 200,
    answer: schema.swipeAnswer,
    errors: [400, 404, 409],
  },
  listMatches: {
    method: 'GET',
    path: '/matches',
    summary: "The member's matches",
    access: 'member',
    status: 200,
    answer: z.array(schema.match),
    errors: [],
  },
  unmatch: {
    method: 'DELETE',
    path: '/matches/:matchId',
    summary: 'Unmatch: the conversation goes too',
    access: 'member',
    status: 200,
    answer: success,
    errors: [404],
  },
  listConversations: {
    method: 'GET',
    path: '/messages/conversations',
    summary: "The member's conversations, newest first",
    access: 'member',
    status: 200,
    answer: z.array(schema.conversation),
    errors: [],
  },
  listMessages: {
    method: 'GET',
    path: '/messages/conversations/:id',
    summary: "A conversation's messages, oldest first",
    access: 'member',
    status: 200,
    answer: z.array(schema.message),
    errors: [404],
  },
  sendMessage: {
    method: 'POST',
    path: '/messages/conversations/:id',
    summary: 'Send a message (pushed to the other member at once)',
    access: 'member',
    body: schema.messageRequest,
    status: 201,
    answer: schema.message,
    errors: [400, 404],
  },
  markRead: {
    method: 'POST',
    path: '/messages/conversations/:id/read',
    summary: 'Mark a conversation read (the sender sees a read receipt)',
    access: 'member',
    status: 200,
    answer: success,
    errors: [404],
  },
  feed: {
    method: 'GET',
    path: '/posts/feed',
    summary: 'The feed, newest first, a page at a time',
    access: 'member',
    query: z.object({ page: page.default(1), limit: page.max(100).default(20) }),
    status: 200,
    answer: z.array(schema.feedPost),
    errors: [400],
  },
  createPost: {
    method: 'POST',
    path: '/posts',
    summary: 'Post a story, an event or news',
    access: 'member',
    body: schema.createPostRequest,
    status: 201,
    answer: schema.feedPost,
    errors: [400],
  },
  deletePost: {
    method: 'DELETE',
    path: '/posts/:id',
    summary: "Delete one's own post",
    access: 'member',
    status: 200,
    answer: success,
    errors: [403, 404],
  },
  toggleLike: {
    method: 'POST',
    path: '/posts/:id/like',
    summary: 'Like a post, or take the like back',
    access: 'member',
    status: 200,
    answer: schema.likeAnswer,
    errors: [404],
  },
  listComments: {
    method: 'GET',
    path: '/posts/:id/comments',
    summary: "A post's comments, oldest first",
    access: 'member',
    status: 200,
    answer: z.array(schema.comment),
    errors: [404],
  },
  addComment: {
    method: 'POST',
    path: '/posts/:id/comments',
    summary: 'Comment on a post',
    access: 'member',
    body: schema.commentRequest,
    status: 201,
    answer: schema.comment,
    errors: [400, 404],
  },
  rsvp: {
    method: 'POST',
    path: '/posts/:id/rsvp',
    summary: "Answer an event's invitation",
    access: 'member',
    body: schema.rsvpRequest,
    status: 200,
    answer: schema.rsvpAnswer,
    errors: [400, 404],
  },
  authorizeChannel: {
    method: 'POST',
    path: REALTIME_AUTH_PATH,
    summary: "Sign a private real-time channel for pusher-js: one's own, or a conversation's",
    access: 'member',
    body: z.object({ socket_id: z.string(), channel_name: z.string() }),
    form: true,
    status: 200,
    answer: z.object({ auth: z.string() }),
    errors: [400, 403],
  },
  getScenarios: {
    method: 'GET',
    path: DEMO_SCENARIOS_PATH,
    summary: 'What each domain does now (the Demo panel)',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: schema.demoScenariosRequest,
    errors: [],
  },
  setScenarios: {
    method: 'PUT',
    path: DEMO_SCENARIOS_PATH,
    summary: 'Make domains slow, fail, answer empty or go offline (the Demo panel)',
    access: 'open',
    mockOnly: true,
    body: schema.demoScenariosRequest,
    status: 200,
    answer: schema.demoScenariosRequest,
    errors: [400],
  },
  resetData: {
    method: 'POST',
    path: DEMO_RESET_PATH,
    summary: 'Put the data back to the seed (the Demo panel)',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: z.object({ reset: z.literal(true) }),
    errors: [],
  },
  openApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This contract as an OpenAPI 3.1 document',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: z.looseObject({ openapi: z.string() }),
    errors: [],
  },
} as const satisfies Record<string, ContractRoute>;

export type RouteName = keyof typeof ROUTES;
