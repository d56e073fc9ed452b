import type { z } from 'zod';
import { ROUTES, type ContractRoute, type RouteName } from '../contract/routes';
import type * as schemas from '../contract/schemas';
import { request } from './client';

type Routes = typeof ROUTES;
type Schema<Name> = Name extends keyof typeof schemas ? (typeof schemas)[Name] : never;

/** The `:name` parameters of a route's path. */
type ParamNames<Path> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** What a call of the route takes: its path's parameters, its body, its query, as the table says. */
export type CallInput<Name extends RouteName> = ([ParamNames<Routes[Name]['path']>] extends [never]
  ? unknown
  : { params: Record<ParamNames<Routes[Name]['path']>, string> }) &
  (Routes[Name] extends { body: infer Body } ? { body: z.input<Schema<Body>> } : unknown) &
  (Routes[Name] extends { query: infer Query } ? { query?: z.input<Schema<Query>> } : unknown) & {
    signal?: AbortSignal;
  };

/** What the route answers, as the table's schema says. */
export type Answer<Name extends RouteName> = z.output<Schema<Routes[Name]['answer']>>;

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
  return `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
}

/**
 * One call of the contract, by its name in the route table (src/contract/routes.ts): the method,
 * path and types all come from the table's entry. In development builds and tests the answer is
 * checked against the entry's schema; production builds leave zod out and trust the backend.
 */
export async function call<Name extends RouteName>(
  name: Name,
  ...[input]: object extends CallInput<Name> ? [CallInput<Name>?] : [CallInput<Name>]
): Promise<Answer<Name>> {
  const route: ContractRoute = ROUTES[name];
  const given = (input ?? {}) as Input;
  const answer = await request<unknown>(route.method, pathOf(route, given), {
    body: given.body,
    signal: given.signal,
    public: route.access === 'open',
  });
  if (import.meta.env.DEV) (await import('./checkAnswer')).checkAnswer(name, route.answer, answer);
  return answer as Answer<Name>;
}
