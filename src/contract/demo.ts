// The demo scenarios: how the mock backends can be made to misbehave on purpose, so a product
// demo shows what members see when things go wrong. Mock modes only; no real backend has them.

/** The domains a demo can switch, each on its own. */
export const DEMO_DOMAINS = ['auth', 'users', 'matches', 'messages', 'posts'] as const;
export type DemoDomain = (typeof DEMO_DOMAINS)[number];

/**
 * What a domain does: answer as usual, answer after SLOW_SCENARIO_MS, fail with a 500, answer
 * its lists empty, or not answer at all (the network is down).
 */
export const DEMO_SCENARIOS = ['normal', 'slow', 'error', 'empty', 'offline'] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number];

/** The scenario of each domain; a domain left out is normal. */
export type DemoScenarios = Partial<Record<DemoDomain, DemoScenario>>;

export const SLOW_SCENARIO_MS = 2000;

/** Below the API base, answered by the mock backends only: read or set the scenarios (GET, PUT). */
export const DEMO_SCENARIOS_PATH = '/demo/scenarios';
/** Below the API base, mock backends only: POST puts the data back to the seed. */
export const DEMO_RESET_PATH = '/demo/reset';
