import { openApiDocument } from '../../contract/openapi';
import { ALL_ROUTES, type RouteName } from '../../contract/mockRoutes';
import { addComment, createPost, deletePost, feed, listComments, rsvp, toggleLike } from './posts';
import { login, signup } from './auth';
import { discover, listMatches, swipe, unmatch } from './matches';
import { listConversations, listMessages, markRead, sendMessage } from './messages';
import { getMe, getProfile, getUser, setStatus, updateMe } from './users';
import { authorizeChannel } from './channelAuth';
import {
  fail,
  ok,
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
import { authenticate } from './identity';

type Routes = typeof ALL_ROUTES;

/** Each call of the contract's route table, answered: open calls without a member, the rest with one. */
const HANDLERS: {
  [Name in RouteName]: Routes[Name]['access'] extends 'open' ? PublicHandler : Handler;
} = {
  signup,
  login,
  getMe,
  updateMe,
  setStatus,
  getProfile,
  getUser,
  discover,
  swipe,
  listMatches,
  unmatch,
  listConversations,
  listMessages,
  sendMessage,
  markRead,
  feed,
  createPost,
  deletePost,
  toggleLike,
  listComments,
  addComment,
  rsvp,
  authorizeChannel,
  getScenarios,
  setScenarios,
  resetData,
  openApi: () => ok(openApiDocument()),
};

/** The first part of a path below the API base ('/posts/:id' is 'posts'). */
type FirstPart<Path> = Path extends `/${infer Part}/${string}`
  ? Part
  : Path extends `/${infer Part}`
    ? Part
    : never;

/**
 * A domain: the routes whose paths start alike ('posts', 'users', 'demo', 'openapi.json'), which
 * a story or the Demo panel switches as one.
 */
export type Domain = FirstPart<Routes[RouteName]['path']>;
export const domainOf = (path: string) => path.split('/')[1] as Domain;

/** The route table by domain, in the table's order. */
export const routesByDomain = Object.entries(ALL_ROUTES).reduce(
  (domains, [name, route]) => {
    (domains[domainOf(route.path)] ??= []).push(name as RouteName);
    return domains;
  },
  {} as Record<Domain, RouteName[]>,
);

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
 * methods, 401 without a valid token on every route for members.
 */
export function handle(backend: Backend, request: ApiRequest, domain?: Domain): ApiResponse {
  const names = domain ? routesByDomain[domain] : (Object.keys(ALL_ROUTES) as RouteName[]);
  let pathKnown = false;
  for (const name of names) {
    const route: Routes[RouteName] = ALL_ROUTES[name];
    const params = matchPath(route.path, request.path);
    if (!params) continue;
    pathKnown = true;
    if (route.method !== request.method.toUpperCase()) continue;
    try {
      if (route.access === 'open')
        return (HANDLERS[name] as PublicHandler)({ backend, request, params });
      const auth = authenticate(backend, request);
      if ('response' in auth) return auth.response;
      return (HANDLERS[name] as Handler)({ backend, request, params, me: auth.me });
    } catch (error) {
      console.error(error);
      return fail(500, 'Internal server error');
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
