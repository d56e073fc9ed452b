import { delay, http, HttpResponse, ws, type RequestHandler, type WebSocketHandler } from 'msw';
import { apiPathBelow } from '../contract/endpoints';
import { createBackend } from './backend/create';
import { MAX_BODY_BYTES } from '../contract/choices';
import { BODY_TOO_LARGE, readRequest, type Backend } from './backend/http';
import { respond, routesByDomain, type Domain } from './backend/router';
import type { Outcome, Scenario } from './backend/scenarios';
import { REFERENCE_NOW } from './referenceNow';
import { acceptConnection, pushToMember } from './pusherServer';
import type { Db } from './data/db';
import { createSeedDb } from './data/seed';

let backend: Backend | undefined;
/** Made at the first request unless a reset came first (the demo's start, every story's). */
const currentBackend = () => (backend ??= createBackend(createSeedDb(), { push: pushToMember }));

/** A fresh copy of the seeded data: called before every story and every contract test. */
export function resetMockBackend(
  db: Db = createSeedDb(),
  options: Parameters<typeof createBackend>[1] = {},
) {
  backend = createBackend(db, {
    now: () => new Date(REFERENCE_NOW),
    push: pushToMember,
    ...options,
  });
  return backend;
}

/** The app's API base (below where the app is served): the mock backend answers there only. */
const apiPath = apiPathBelow(import.meta.env.BASE_URL);

/** URLs (MSW matches them without their query) whose path is the API base, `path`, then `end`. */
const belowApi = (path: string, end = '') =>
  new RegExp(`^\\w+://[^/]+${`${apiPath}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${end}`);

/** The body as text, or nothing when it is over MAX_BODY_BYTES (by its declared or actual size). */
async function bodyWithinLimit(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const bytes = await request.arrayBuffer();
  return bytes.byteLength > MAX_BODY_BYTES ? null : new TextDecoder().decode(bytes);
}

/** A scenario a story forces on a domain, whatever the demo set (see `storyScenarios.ts`). */
export type ForcedScenario = { scenario: Scenario; slowMs?: number };

/** One MSW handler per domain, a thin adapter: the request goes to the shared backend logic. */
export const domainHandler = (domain: Domain, forced?: ForcedScenario) =>
  // Every URL of the domain, e.g. /api/posts and /api/posts/p-1/like.
  http.all(belowApi(`/${domain}`, '(/|$)'), async ({ request }) => {
    const url = new URL(request.url);
    const bodyText = await bodyWithinLimit(request);
    let outcome: Outcome = { delayMs: 0, answer: () => BODY_TOO_LARGE };
    if (bodyText !== null) {
      const read = readRequest({
        method: request.method,
        path: url.pathname.slice(apiPath.length),
        query: url.searchParams,
        headers: request.headers,
        bodyText,
      });
      outcome =
        'response' in read
          ? { delayMs: 0, answer: () => read.response }
          : respond(currentBackend(), read.request, domain, forced?.scenario, forced?.slowMs);
    }
    if ('offline' in outcome) return HttpResponse.error();
    if ('neverAnswers' in outcome) await delay('infinite');
    else if (outcome.delayMs > 0) await delay(outcome.delayMs);
    const answer = 'answer' in outcome ? outcome.answer() : BODY_TOO_LARGE;
    return HttpResponse.json(answer.body as never, { status: answer.status });
  });

/**
 * The mock backend's MSW handlers, keyed by domain so that a story replaces one domain with a
 * scenario and keeps the others: `parameters: { msw: { handlers: { posts: [...] } } }`.
 */
export const handlers = {} as Record<Domain, (RequestHandler | WebSocketHandler)[]>;
for (const domain of Object.keys(routesByDomain) as Domain[])
  handlers[domain] = [domainHandler(domain)];

// pusher-js connects to {API base}/app/{key}; the mock real-time server answers there.
const realtimeSocket = ws.link(belowApi('/app/'));
handlers.realtime.push(
  realtimeSocket.addEventListener('connection', ({ client }) => {
    const connection = acceptConnection((text) => client.send(text));
    client.addEventListener('message', (event) => connection.receive(String(event.data)));
    client.addEventListener('close', () => connection.close());
  }),
);
