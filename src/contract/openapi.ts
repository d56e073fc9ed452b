// The contract as an OpenAPI 3.1 document, generated from the route table (routes.ts) and its zod
// schemas; served by the mock backends at {API base}/openapi.json and written into every build.
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { MAX_BODY_BYTES } from './choices.ts';
import { ALL_ROUTES } from './mockRoutes.ts';
import type { ContractRoute } from './routes.ts';
import * as schema from './schemas.ts';
import { errorBody, validationErrorBody } from './schemas.ts';

/** The tag of the mock backends' own calls, which a real backend leaves out. */
export const MOCK_ONLY_TAG = 'Mock backends only';

/** `/posts/:id` as OpenAPI writes it: `/posts/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

function operation(name: string, route: ContractRoute): ZodOpenApiOperationObject {
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(([, param]) => param!);
  const hasBody = route.body !== undefined;
  const failures: Record<number, ZodOpenApiResponseObject> = {};
  if (hasBody || route.errors.includes(400))
    failures[400] = {
      description:
        'Invalid input: each field that failed, or one message (a malformed body, a rule)',
      ...json(z.union([validationErrorBody, errorBody])),
    };
  if (route.access === 'member')
    failures[401] = {
      description: 'No token, or one that is unknown or expired',
      ...json(errorBody),
    };
  const described = { 403: 'Not allowed', 404: 'Not found', 409: 'In conflict with the data' };
  for (const status of route.errors)
    if (status !== 400) failures[status] = { description: described[status], ...json(errorBody) };
  if (hasBody)
    failures[413] = {
      description: `A body over ${MAX_BODY_BYTES / 1024 / 1024} MB`,
      ...json(errorBody),
    };
  failures[500] = {
    description: "A server fault (the mock backends give it under a demo's error scenario)",
    ...json(errorBody),
  };
  return {
    operationId: name,
    summary: route.summary,
    tags: route.mockOnly ? [MOCK_ONLY_TAG] : [route.path.split('/')[1]!],
    ...(route.mockOnly ? { 'x-mock-only': true } : {}),
    security: route.access === 'member' ? [{ bearer: [] }] : [],
    requestParams: {
      ...(pathNames.length
        ? { path: z.object(Object.fromEntries(pathNames.map((param) => [param, z.string()]))) }
        : {}),
      ...(route.query ? { query: schema[route.query] as z.ZodObject } : {}),
    },
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: schema[route.body],
              },
            },
          },
        }
      : {}),
    responses: {
      [route.status]: { description: 'Done', ...json(schema[route.answer]) },
      ...failures,
    },
  };
}

let document: ReturnType<typeof createDocument> | undefined;

/** The document (made once): every route of the table, with its schemas as components. */
export function openApiDocument() {
  document ??= createDocument({
    openapi: '3.1.0',
    info: {
      title: 'BeeGlobal API',
      version: '1.0.0',
      description:
        "The REST contract of the BeeGlobal app, as its mock backends answer it. JSON in and out; a member's calls carry `Authorization: Bearer {token}` from signup or login. Calls tagged '" +
        MOCK_ONLY_TAG +
        "' (x-mock-only) are the mock backends' own and no real backend needs them.",
    },
    servers: [{ url: '/api', description: 'The API base (VITE_API_URL in a build)' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths: Object.entries(ALL_ROUTES).reduce<
      Record<string, Record<string, ZodOpenApiOperationObject>>
    >((paths, [name, route]) => {
      (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(name, route);
      return paths;
    }, {}),
  });
  return document;
}
