import { describe, expect, it } from 'vitest';
import { emptyDb } from '../data/db';
import { createBackend } from './create';
import { ALL_ROUTES } from '../../contract/mockRoutes';
import { handle } from './router';

const call = (method: string, path: string, token: string | null) =>
  handle(createBackend(emptyDb()), {
    method,
    path,
    query: new URLSearchParams(),
    body: undefined,
    token,
  });

const all = Object.values(ALL_ROUTES).map(
  (route) => [route.method, route.path, route.access] as const,
);
const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'x-1');

describe('router', () => {
  it.each(all.filter(([, , access]) => access === 'member'))(
    '%s %s needs a member: 401 without a token and with an unknown one',
    (method, pattern) => {
      expect(call(method, concrete(pattern), null)).toEqual({
        status: 401,
        body: { error: 'Authentication required' },
      });
      expect(call(method, concrete(pattern), 'bee_forged')).toEqual({
        status: 401,
        body: { error: 'Invalid or expired token' },
      });
    },
  );

  it("opens signup and login only, besides the mock backends' own demo controls and document", () => {
    const open = all
      .filter(([, , access]) => access === 'open')
      .map(([method, path]) => `${method} ${path}`);
    expect(open).toEqual([
      'POST /auth/signup',
      'POST /auth/login',
      'GET /demo/scenarios',
      'PUT /demo/scenarios',
      'POST /demo/reset',
      'GET /openapi.json',
    ]);
    expect(call('POST', '/auth/login', null).status).toBe(400);
  });

  it('answers 404 for an unknown path and 405 for a wrong method, before authentication', () => {
    expect(call('GET', '/nowhere', null).status).toBe(404);
    expect(call('PUT', '/users/me', null).status).toBe(405);
  });
});
