// The mock backends' own calls over HTTP, against both (a real backend has none): the Demo
// panel's scenario of each domain, applied by the one backend logic, the reset to the seed, and
// the contract's OpenAPI document.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_RESET_PATH, DEMO_SCENARIOS_PATH, SLOW_SCENARIO_MS } from '../src/contract/demo';
import { openApiDocument } from '../src/contract/openapi';
import { mockTargets as targets, type Started } from './targets';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import { signupRequest } from '../src/mocks/fixtures';

describe.each(targets)('demo scenarios: $name', (target) => {
  let started: Started;
  beforeAll(async () => {
    started = await target.start();
  });
  afterAll(() => started.stop());
  beforeEach(() => started.reset());

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${started.base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const setScenarios = (scenarios: unknown) => call('PUT', DEMO_SCENARIOS_PATH, scenarios);
  const login = async () => {
    const answer = await call('POST', '/auth/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    return (answer.body as { token: string }).token;
  };

  it('serves the contract as an OpenAPI document at /openapi.json', async () => {
    expect(await call('GET', '/openapi.json')).toEqual({
      status: 200,
      body: JSON.parse(JSON.stringify(openApiDocument())),
    });
  });

  it('starts all normal, and keeps the domains set (normal ones dropped)', async () => {
    expect(await call('GET', DEMO_SCENARIOS_PATH)).toEqual({ status: 200, body: {} });
    expect((await setScenarios({ posts: 'error', users: 'slow' })).body).toEqual({
      posts: 'error',
      users: 'slow',
    });
    expect((await setScenarios({ users: 'normal' })).body).toEqual({ posts: 'error' });
    expect((await call('GET', DEMO_SCENARIOS_PATH)).body).toEqual({ posts: 'error' });
  });

  it('refuses a scenario or a domain it does not know', async () => {
    expect((await setScenarios({ posts: 'broken' })).status).toBe(400);
    expect((await setScenarios({ planets: 'error' })).status).toBe(400);
    expect((await setScenarios(['posts'])).status).toBe(400);
    expect((await call('GET', DEMO_SCENARIOS_PATH)).body).toEqual({});
  });

  it('error: the domain answers 500 with an error text; the others as usual', async () => {
    const token = await login();
    await setScenarios({ posts: 'error' });
    expect(await call('GET', '/posts/feed', undefined, token)).toEqual({
      status: 500,
      body: { error: 'Internal server error' },
    });
    expect((await call('GET', '/users/me', undefined, token)).status).toBe(200);
    await setScenarios({ auth: 'error' });
    expect((await call('POST', '/auth/login', DEMO_ACCOUNT)).status).toBe(500);
  });

  it('empty: lists come back empty, and writes still work', async () => {
    const token = await login();
    await setScenarios({ posts: 'empty', messages: 'empty' });
    expect(await call('GET', '/posts/feed', undefined, token)).toEqual({ status: 200, body: [] });
    expect((await call('GET', '/messages/conversations', undefined, token)).body).toEqual([]);
    const created = await call(
      'POST',
      '/posts',
      { type: 'STORY', title: 'Still here', content: 'Written while lists read empty.' },
      token,
    );
    expect(created.status).toBe(201);
  });

  it('slow: the domain answers as usual after the pause', async () => {
    const token = await login();
    await setScenarios({ matches: 'slow' });
    const started = performance.now();
    const answer = await call('GET', '/matches', undefined, token);
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_SCENARIO_MS - 50);
  });

  it('offline: the request fails at the network; the controls themselves always answer', async () => {
    const token = await login();
    await setScenarios({
      auth: 'offline',
      users: 'offline',
      matches: 'offline',
      messages: 'offline',
      posts: 'offline',
    });
    await expect(call('GET', '/users/me', undefined, token)).rejects.toThrow(TypeError);
    await expect(call('POST', '/auth/login', DEMO_ACCOUNT)).rejects.toThrow(TypeError);
    expect((await call('GET', DEMO_SCENARIOS_PATH)).status).toBe(200);
    expect((await setScenarios({ users: 'normal' })).status).toBe(200);
    expect((await call('GET', '/users/me', undefined, token)).status).toBe(200);
  });

  it('reset: the data is the seed again; members of the seed stay signed in', async () => {
    const token = await login();
    const created = await call(
      'POST',
      '/posts',
      { type: 'STORY', title: 'Gone after a reset', content: 'Only here until the demo resets.' },
      token,
    );
    const postId = (created.body as { id: string }).id;
    const signup = await call('POST', '/auth/signup', signupRequest());
    const newcomer = (signup.body as { token: string }).token;

    expect(await call('POST', DEMO_RESET_PATH)).toEqual({ status: 200, body: { reset: true } });
    const feed = await call('GET', '/posts/feed?limit=100', undefined, token);
    expect(feed.status).toBe(200);
    expect((feed.body as { id: string }[]).some((post) => post.id === postId)).toBe(false);
    // The newcomer is not in the seed: their session went with them.
    expect((await call('GET', '/users/me', undefined, newcomer)).status).toBe(401);
  });
});
