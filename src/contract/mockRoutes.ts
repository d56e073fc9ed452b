// The mock backends' own calls (the Demo panel's controls, the contract as a document), apart from
// the route table so that a build for a real backend carries none of them.
import { DEMO_RESET_PATH, DEMO_SCENARIOS_PATH } from './demo.ts';
import { ROUTES, type ContractRoute } from './routes.ts';

export const MOCK_ROUTES = {
  getScenarios: {
    method: 'GET',
    path: DEMO_SCENARIOS_PATH,
    summary: 'What each domain does now (the Demo panel)',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: 'demoScenariosRequest',
    errors: [],
  },
  setScenarios: {
    method: 'PUT',
    path: DEMO_SCENARIOS_PATH,
    summary: 'Make domains slow, fail, answer empty or go offline (the Demo panel)',
    access: 'open',
    mockOnly: true,
    body: 'demoScenariosRequest',
    status: 200,
    answer: 'demoScenariosRequest',
    errors: [400],
  },
  resetData: {
    method: 'POST',
    path: DEMO_RESET_PATH,
    summary: 'Put the data back to the seed (the Demo panel)',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: 'resetAnswer',
    errors: [],
  },
  openApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This contract as an OpenAPI 3.1 document',
    access: 'open',
    mockOnly: true,
    status: 200,
    answer: 'openApiAnswer',
    errors: [],
  },
} as const satisfies Record<string, ContractRoute>;

/** Every call the mock backends answer: the contract's and their own. */
export const ALL_ROUTES = { ...ROUTES, ...MOCK_ROUTES };
export type RouteName = keyof typeof ALL_ROUTES;
