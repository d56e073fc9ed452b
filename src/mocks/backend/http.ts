import type { z } from 'zod';
import type { Db } from '../data/db';

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
};

export type Handler = (
  backend: Backend,
  request: ApiRequest,
  params: Record<string, string>,
) => ApiResponse;

export const ok = (body: unknown, status = 200): ApiResponse => ({ status, body });
export const fail = (status: number, error: string): ApiResponse => ({ status, body: { error } });

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
