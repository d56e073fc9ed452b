import { validate } from '@scalar/openapi-parser';
import { describe, expect, it } from 'vitest';
import { emptyDb } from '../src/mocks/data/db';
import { createBackend } from '../src/mocks/backend/create';
import { handle } from '../src/mocks/backend/router';
import { MOCK_ONLY_TAG, openApiDocument, openApiPath } from '../src/contract/openapi';
import { ALL_ROUTES } from '../src/contract/mockRoutes';

const document = openApiDocument();
type Operation = {
  tags: string[];
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-mock-only'?: boolean;
};
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(
    ([method, operation]) => [method.toUpperCase(), path, operation] as const,
  ),
);

/** What the mock backend's router does with a call, with any parameter in the path. */
const routerAnswer = (method: string, path: string) =>
  handle(createBackend(emptyDb()), {
    method,
    path: path.replace(/\{\w+\}/g, 'x-1'),
    query: new URLSearchParams(),
    body: undefined,
    token: null,
  }).status;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { valid, errors } = await validate(JSON.stringify(document));
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("holds every route of the mock backend's router, and nothing the router lacks", () => {
    const routes = Object.values(ALL_ROUTES).map(
      ({ method, path }) => `${method} ${openApiPath(path)}`,
    );
    expect(operations.map(([method, path]) => `${method} ${path}`).sort()).toEqual(routes.sort());
    // Each documented call reaches a route: neither 'Not found' nor 'Method not allowed'.
    for (const [method, path] of operations)
      expect([method, path, routerAnswer(method, path)]).not.toContain(404);
    for (const [method, path] of operations)
      expect([method, path, routerAnswer(method, path)]).not.toContain(405);
    // And the router refuses what the document does not have.
    expect(routerAnswer('PUT', '/users/me')).toBe(405);
    expect(routerAnswer('GET', '/nowhere')).toBe(404);
  });

  it("marks the mock backends' own calls, and only those", () => {
    const mockOnly = operations
      .filter(([, , operation]) => operation['x-mock-only'])
      .map(([method, path]) => `${method} ${path}`);
    expect(mockOnly).toEqual([
      'GET /demo/scenarios',
      'PUT /demo/scenarios',
      'POST /demo/reset',
      'GET /openapi.json',
    ]);
    for (const [, , operation] of operations)
      expect(operation.tags.includes(MOCK_ONLY_TAG)).toBe(Boolean(operation['x-mock-only']));
  });

  it('asks for the bearer token on every call for members, and documents their 401', () => {
    expect(document.components?.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
    });
    for (const [method, path, operation] of operations) {
      const open = ['POST /auth/signup', 'POST /auth/login'].includes(`${method} ${path}`);
      if (open || operation['x-mock-only']) {
        expect(operation.security).toEqual([]);
        expect(operation.responses).not.toHaveProperty('401');
      } else {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(operation.responses).toHaveProperty('401');
      }
    }
  });

  it('documents the error shapes: 400 with its list of errors, 404, and 413 where a body is sent', () => {
    const signup = document.paths?.['/auth/signup']?.post;
    expect(JSON.stringify(signup?.responses?.['400'])).toContain(
      '#/components/schemas/ValidationErrors',
    );
    expect(signup?.responses).toHaveProperty('413');
    expect(document.components?.schemas?.ValidationErrors).toMatchObject({
      properties: { errors: { type: 'array' } },
      required: ['errors'],
    });
    expect(document.paths?.['/posts/{id}']?.delete?.responses).toHaveProperty('404');
    expect(document.paths?.['/posts/{id}']?.delete?.responses).toHaveProperty('403');
    expect(document.paths?.['/users/me']?.get?.responses).not.toHaveProperty('413');
  });
});
