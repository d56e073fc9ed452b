import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../contract/routes';
import { useSession } from '../state/session';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
const { call, pathOf } = await import('./call');

const server = setupServer();
const comment = {
  id: 'c-1',
  postId: 'p 1',
  authorId: 'u-1',
  author: 'Ana Souza',
  content: 'Saving this recipe for Sunday!',
  createdAt: '2026-06-15T11:40:00.000Z',
};

describe('a call by its name in the route table', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    server.resetHandlers();
    useSession.setState({
      user: { token: 'tok-1', id: 'u-1', firstName: 'Ana', profileCompleted: true },
    });
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  it("takes the entry's method and path, with its parameters filled in and the body sent", async () => {
    server.use(
      http.post('http://backend.test/api/posts/p%201/comments', async ({ request }) =>
        HttpResponse.json(
          { ...comment, content: ((await request.json()) as { content: string }).content },
          { status: 201 },
        ),
      ),
    );
    const answer = await call(ROUTES.addComment, {
      params: { id: 'p 1' },
      body: { content: 'Olá' },
    });
    expect(answer).toEqual({ ...comment, content: 'Olá' });
  });

  it("fails loudly, in tests and development builds, on an answer outside the entry's schema", async () => {
    server.use(
      http.post('http://backend.test/api/posts/p-1/like', () =>
        HttpResponse.json({ liked: 'yes' }),
      ),
    );
    await expect(call(ROUTES.toggleLike, { params: { id: 'p-1' } })).rejects.toThrow(
      /POST \/posts\/:id\/like answered outside the contract/,
    );
  });

  it('puts a query after the path, in the order given', () => {
    expect(pathOf(ROUTES.feed, { query: { page: 2, limit: 20 } })).toBe(
      '/posts/feed?page=2&limit=20',
    );
  });
});
