import type { z } from 'zod';
import { MAX_BODY_BYTES } from '../../contract/choices';
import type { DemoScenarios } from '../../contract/demo';
import type { Db, MemberRecord } from '../data/db';

/** A request as the backend sees it, whichever adapter (MSW or json-server) received it. */
export type ApiRequest = {
  method: string;
  /** Path below the API base, e.g. '/posts/feed'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The bearer token, if any. */
  token: string | null;
};

export type ApiResponse = { status: number; body: unknown };

/** What backend logic may use besides the data: a clock, ids, and the real-time push. */
export type Backend = {
  db: Db;
  now: () => Date;
  newId: (prefix: string) => string;
  newToken: () => string;
  push: (userId: string, event: string, data: unknown) => void;
  /** Called after every write so an adapter can persist (json-server writes db.json). */
  changed: () => void;
  /** What the demo has made each domain do (see scenarios.ts); empty is all normal. */
  scenarios: DemoScenarios;
  /** Called when the scenarios change, so the static demo can keep them through a reload. */
  scenariosChanged: () => void;
  /** The data POST /demo/reset goes back to: the seed, moved to today in the live demos. */
  seed: () => Db;
};

/** What a handler is given: the backend, the request and the parameters of its path. */
type Context = { backend: Backend; request: ApiRequest; params: Record<string, string> };

/** A route open to anyone: signup and login. */
export type PublicHandler = (context: Context) => ApiResponse;

/** A route for signed-in members: the router has found `me` from the bearer token. */
export type Handler = (context: Context & { me: MemberRecord }) => ApiResponse;

export const ok = (body: unknown, status = 200): ApiResponse => ({ status, body });
export const fail = (status: number, error: string): ApiResponse => ({ status, body: { error } });

/** What both adapters answer to a body over MAX_BODY_BYTES, before reading the rest of it. */
export const BODY_TOO_LARGE: ApiResponse = fail(
  413,
  `Request body too large: at most ${MAX_BODY_BYTES / 1024 / 1024} MB`,
);

/**
 * Reads the raw parts of an HTTP request the same way for both adapters: the bearer token, and
 * the body as JSON or, for pusher-js's channel authorisation, as a form. Unparseable JSON is a 400.
 */
export function readRequest(raw: {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: { get(name: string): string | null | undefined };
  bodyText: string;
}): { request: ApiRequest } | { response: ApiResponse } {
  const { method, path, query, headers, bodyText } = raw;
  let body: unknown = undefined;
  if (bodyText && headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    body = Object.fromEntries(new URLSearchParams(bodyText));
  } else if (bodyText) {
    try {
      body = JSON.parse(bodyText);
    } catch {
      return { response: fail(400, 'Malformed JSON body') };
    }
  }
  const token = headers.get('authorization')?.replace(/^Bearer\s+/i, '') || null;
  return { request: { method, path, query, body, token } };
}

/** Parses a body with a contract schema; a failure is a 400 with an `errors` list of {path, msg}. */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { data: z.infer<T> } | { response: ApiResponse } {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { data: result.data };
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    msg: issue.message,
  }));
  return { response: { status: 400, body: { errors } } };
}
