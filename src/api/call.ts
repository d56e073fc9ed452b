import type { z } from 'zod';
import type { ContractRoute } from '../contract/routes';
import type * as schemas from '../contract/schemas';
import { request } from './client';

type Schema<Name> = Name extends keyof typeof schemas ? (typeof schemas)[Name] : never;

/** The `:name` parameters of a route's path. */
type ParamNames<Path> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** What a call of the route takes: its path's parameters, its body, its query, as the table says. */
export type CallInput<Route extends ContractRoute> = ([ParamNames<Route['path']>] extends [never]
  ? unknown
  : { params: Record<ParamNames<Route['path']>, string> }) &
  (Route extends { body: infer Body } ? { body: z.input<Schema<Body>> } : unknown) &
  (Route extends { query: infer Query } ? { query?: z.input<Schema<Query>> } : unknown) & {
    signal?: AbortSignal;
  };

/** What the route answers, as the table's schema says. */
export type Answer<Route extends ContractRoute> = z.output<Schema<Route['answer']>>;

type Input = {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
};

/** The route's path below the API base, its parameters filled in and its query after it. */
export function pathOf(route: ContractRoute, { params = {}, query }: Input = {}) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name]!),
  );
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${path}?${search}`;
}

/**
 * One call of the contract, given its entry in the route table (`call(ROUTES.toggleLike, {
 * params: { id } })`): the method, path and types all come from the entry. In development builds
 * and tests the answer is checked against the entry's schema; production builds leave zod out.
 */
export async function call<Route extends ContractRoute>(
  route: Route,
  ...[input]: object extends CallInput<Route> ? [CallInput<Route>?] : [CallInput<Route>]
): Promise<Answer<Route>> {
  const given = (input ?? {}) as Input;
  const answer = await request<unknown>(route.method, pathOf(route, given), {
    body: given.body,
    signal: given.signal,
    public: route.access === 'open',
  });
  if (import.meta.env.DEV) (await import('./checkAnswer')).checkAnswer(route, answer);
  return answer as Answer<Route>;
}
