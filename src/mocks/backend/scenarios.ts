import {
  DEMO_DOMAINS,
  DEMO_SCENARIOS,
  SLOW_SCENARIO_MS,
  type DemoDomain,
  type DemoScenarios,
} from '../../contract/demo';
import { demoScenariosRequest } from '../../contract/schemas';
import { fail, type ApiResponse, type Backend, type PublicHandler } from './http';

/*
 * Scenarios: a domain made to misbehave on purpose, for demos (the Demo panel) and for stories.
 * Applied here, once, for both adapters; an adapter only carries out the wait and the dropped
 * connection, which only it can.
 */

/** The demo's five, plus two for stories: a 401 for every call, and calls that never answer. */
export type Scenario = DemoScenarios[DemoDomain] | 'unauthorized' | 'loading';

/** What a request gets: an answer after a wait (computed when the wait is over), or none at all. */
export type Outcome =
  { delayMs: number; answer: () => ApiResponse } | { offline: true } | { neverAnswers: true };

const now = (response: ApiResponse) => ({ delayMs: 0, answer: () => response });

export function underScenario(
  scenario: Scenario = 'normal',
  answer: () => ApiResponse,
  slowMs = SLOW_SCENARIO_MS,
): Outcome {
  switch (scenario) {
    case 'error':
      return now(fail(500, 'Internal server error'));
    case 'unauthorized':
      return now(fail(401, 'Invalid or expired token'));
    case 'offline':
      return { offline: true };
    case 'loading':
      return { neverAnswers: true };
    case 'slow':
      return { delayMs: slowMs, answer };
    case 'empty':
      // Lists come back empty; everything else answers as usual.
      return {
        delayMs: 0,
        answer: () => {
          const response = answer();
          return Array.isArray(response.body) ? { ...response, body: [] } : response;
        },
      };
    default:
      return { delayMs: 0, answer };
  }
}

/** The scenario the demo set for a request's domain (its path's first part), if any. */
export function scenarioFor(backend: Backend, path: string): Scenario {
  const domain = path.split('/')[1];
  return (DEMO_DOMAINS as readonly string[]).includes(domain ?? '')
    ? backend.scenarios[domain as DemoDomain]
    : 'normal';
}

/** GET /demo/scenarios: what each domain does now. */
export const getScenarios: PublicHandler = ({ backend }) => ({
  status: 200,
  body: backend.scenarios,
});

/** PUT /demo/scenarios: sets the domains given (normal ones are dropped); answers the whole set. */
export const setScenarios: PublicHandler = ({ backend, request }) => {
  const parsed = demoScenariosRequest.safeParse(request.body);
  if (!parsed.success)
    return fail(400, `Scenarios are one of ${DEMO_SCENARIOS.join(', ')} per domain`);
  const next: DemoScenarios = { ...backend.scenarios, ...parsed.data };
  for (const domain of DEMO_DOMAINS) if (next[domain] === 'normal') delete next[domain];
  backend.scenarios = next;
  backend.scenariosChanged();
  return { status: 200, body: next };
};

/**
 * POST /demo/reset: the data back to the seed (in a live demo, moved to today again). Members who
 * still exist there stay signed in, so a demo goes on from where it stands.
 */
export const resetData: PublicHandler = ({ backend }) => {
  const seed = backend.seed();
  const members = new Set(seed.users.map((user) => user.id));
  const sessions = backend.db.sessions.filter((session) => members.has(session.userId));
  Object.assign(backend.db, seed, { sessions: [...seed.sessions, ...sessions] });
  backend.changed();
  return { status: 200, body: { reset: true } };
};
