import { DEMO_RESET_PATH, DEMO_SCENARIOS_PATH } from '../../contract/demo';
import { REALTIME_AUTH_PATH } from '../../contract/endpoints';
import { addComment, createPost, deletePost, feed, listComments, rsvp, toggleLike } from './posts';
import { login, signup } from './auth';
import { discover, listMatches, swipe, unmatch } from './matches';
import { listConversations, listMessages, markRead, sendMessage } from './messages';
import { getMe, getProfile, getUser, setStatus, updateMe } from './users';
import { authorizeChannel } from './realtime';
import {
  fail,
  type ApiRequest,
  type ApiResponse,
  type Backend,
  type Handler,
  type PublicHandler,
} from './http';
import {
  getScenarios,
  resetData,
  scenarioFor,
  setScenarios,
  underScenario,
  type Outcome,
  type Scenario,
} from './scenarios';
import { authenticate } from './session';

/** A route is for signed-in members unless marked 'public'. */
type Route =
  | readonly [method: string, path: string, handler: Handler]
  | readonly [method: string, path: string, handler: PublicHandler, access: 'public'];

/** The REST contract of spec section 7 (plus profile load and post deletion), by domain. */
export const routes = {
  auth: [
    ['POST', '/auth/signup', signup, 'public'],
    ['POST', '/auth/login', login, 'public'],
  ],
  users: [
    ['GET', '/users/me', getMe],
    ['PATCH', '/users/me', updateMe],
    ['POST', '/users/status', setStatus],
    ['GET', '/users/profile/:id', getProfile],
    ['GET', '/users/:id', getUser],
  ],
  matches: [
    ['GET', '/matches/discover', discover],
    ['POST', '/matches/swipe', swipe],
    ['GET', '/matches', listMatches],
    ['DELETE', '/matches/:matchId', unmatch],
  ],
  messages: [
    ['GET', '/messages/conversations', listConversations],
    ['GET', '/messages/conversations/:id', listMessages],
    ['POST', '/messages/conversations/:id', sendMessage],
    ['POST', '/messages/conversations/:id/read', markRead],
  ],
  posts: [
    ['GET', '/posts/feed', feed],
    ['POST', '/posts', createPost],
    ['DELETE', '/posts/:id', deletePost],
    ['POST', '/posts/:id/like', toggleLike],
    ['GET', '/posts/:id/comments', listComments],
    ['POST', '/posts/:id/comments', addComment],
    ['POST', '/posts/:id/rsvp', rsvp],
  ],
  realtime: [['POST', REALTIME_AUTH_PATH, authorizeChannel]],
  // The mock backends' own controls for the Demo panel: no real backend has them.
  demo: [
    ['GET', DEMO_SCENARIOS_PATH, getScenarios, 'public'],
    ['PUT', DEMO_SCENARIOS_PATH, setScenarios, 'public'],
    ['POST', DEMO_RESET_PATH, resetData, 'public'],
  ],
} satisfies Record<string, Route[]>;

export type Domain = keyof typeof routes;

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]!);
    else if (part !== got[index]) return null;
  }
  return params;
}

/**
 * Answers one request of a domain (or of any domain): 404 for unknown paths, 405 for wrong
 * methods, 401 without a valid token on every route not marked 'public'.
 */
export function handle(backend: Backend, request: ApiRequest, domain?: Domain): ApiResponse {
  const table: readonly Route[] = domain ? routes[domain] : Object.values(routes).flat();
  let pathKnown = false;
  for (const route of table) {
    const [method, pattern] = route;
    const params = matchPath(pattern, request.path);
    if (!params) continue;
    pathKnown = true;
    if (method === request.method.toUpperCase()) {
      try {
        if (route.length === 4) return route[2]({ backend, request, params });
        const auth = authenticate(backend, request);
        if ('response' in auth) return auth.response;
        return route[2]({ backend, request, params, me: auth.me });
      } catch (error) {
        console.error(error);
        return fail(500, 'Internal server error');
      }
    }
  }
  return pathKnown ? fail(405, 'Method not allowed') : fail(404, 'Not found');
}

/**
 * What a request gets under its domain's scenario (normal unless the demo set one, or a story
 * forces one): both adapters answer through here.
 */
export function respond(
  backend: Backend,
  request: ApiRequest,
  domain?: Domain,
  scenario: Scenario = scenarioFor(backend, request.path),
  slowMs?: number,
): Outcome {
  return underScenario(scenario, () => handle(backend, request, domain), slowMs);
}
