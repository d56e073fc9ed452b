import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../contract/endpoints';
import { handlers, resetMockBackend } from './handlers';
import { callFails, scenarios } from './storyScenarios';

const server = setupServer(...Object.values(handlers).flat());
const base = `http://mock.test${API_BASE_PATH}`;

async function loginToken() {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@beeglobal.app', password: 'honeybee123' }),
  });
  return ((await answer.json()) as { token: string }).token;
}

describe('MSW scenarios', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    server.resetHandlers();
    resetMockBackend();
  });
  afterAll(() => server.close());

  it('serverError answers 500 with an error text for the whole domain', async () => {
    server.use(...scenarios.serverError('posts'));
    const answer = await fetch(`${base}/posts/feed`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'Internal server error' });
  });

  it('empty answers an empty list to reads and keeps writes working', async () => {
    server.use(...scenarios.empty('messages'));
    const token = await loginToken();
    const headers = { authorization: `Bearer ${token}` };
    expect(await (await fetch(`${base}/messages/conversations`, { headers })).json()).toEqual([]);
    expect(
      (await fetch(`${base}/messages/conversations/c-x/read`, { method: 'POST', headers })).status,
    ).toBe(404);
  });

  it('slow still answers from the backend', async () => {
    server.use(...scenarios.slow('matches', 10));
    const token = await loginToken();
    const answer = await fetch(`${base}/matches/discover`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(9);
  });

  it("callFails fails one call as serverError does and leaves the domain's others working", async () => {
    server.use(...scenarios.serverError('posts'));
    const wholeDomain = await (await fetch(`${base}/posts/feed`)).json();
    server.resetHandlers();
    server.use(...callFails('posts', 'post', /\/api\/posts$/));
    const token = await loginToken();
    const headers = { authorization: `Bearer ${token}` };
    const create = await fetch(`${base}/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'STORY', title: 'Hi', content: 'Hi' }),
    });
    expect(create.status).toBe(500);
    expect(await create.json()).toEqual(wholeDomain);
    expect((await fetch(`${base}/posts/feed`, { headers })).status).toBe(200);
  });

  it('unauthorized and offline', async () => {
    server.use(...scenarios.unauthorized('users'), ...scenarios.offline('posts'));
    expect((await fetch(`${base}/users/me`)).status).toBe(401);
    await expect(fetch(`${base}/posts/feed`)).rejects.toThrow();
  });
});
