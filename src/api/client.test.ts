import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../state/session';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
const { ApiError, handleSessionExpiry, request } = await import('./client');
const { API_BASE } = await import('./apiBase');
const { login } = await import('./auth');

const server = setupServer();
const user = { token: 'tok-1', id: 'u-1', firstName: 'Ana', profileCompleted: true };

describe('API client', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    server.resetHandlers();
    useSession.setState({ user });
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  it('takes the API base from VITE_API_URL and sends JSON with the bearer token', async () => {
    expect(API_BASE).toBe('http://backend.test/api');
    server.use(
      http.post('http://backend.test/api/posts/p-1/comments', async ({ request: sent }) =>
        HttpResponse.json({
          auth: sent.headers.get('authorization'),
          type: sent.headers.get('content-type'),
          body: await sent.json(),
        }),
      ),
    );
    expect(await request('POST', '/posts/p-1/comments', { body: { content: 'Olá' } })).toEqual({
      auth: 'Bearer tok-1',
      type: 'application/json',
      body: { content: 'Olá' },
    });
  });

  it('on 401 removes the stored user, reports the expired session and throws it', async () => {
    const expired = vi.fn();
    handleSessionExpiry(expired);
    server.use(
      http.get('http://backend.test/api/users/me', () =>
        HttpResponse.json({ error: 'bad token' }, { status: 401 }),
      ),
    );
    await expect(request('GET', '/users/me')).rejects.toThrow(
      'Session expired. Please login again.',
    );
    expect(useSession.getState().user).toBeNull();
    expect(expired).toHaveBeenCalledWith('Session expired. Please login again.');
  });

  it('reports an expired session once when several calls come back 401', async () => {
    const expired = vi.fn();
    handleSessionExpiry(expired);
    server.use(
      http.get('http://backend.test/api/posts/feed', () =>
        HttpResponse.json({ error: 'bad token' }, { status: 401 }),
      ),
    );
    const calls = [request('GET', '/posts/feed'), request('GET', '/posts/feed')];
    await Promise.allSettled(calls);
    await expect(calls[0]).rejects.toThrow('Session expired. Please login again.');
    await expect(calls[1]).rejects.toThrow('Session expired. Please login again.');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('reports the error text, else Request failed, else HTTP error {status}', async () => {
    server.use(
      http.delete('http://backend.test/api/posts/a', () =>
        HttpResponse.json({ error: 'Only the author can delete this post' }, { status: 403 }),
      ),
      http.delete('http://backend.test/api/posts/b', () => HttpResponse.json({}, { status: 500 })),
      http.delete(
        'http://backend.test/api/posts/c',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    await expect(request('DELETE', '/posts/a')).rejects.toThrow(
      'Only the author can delete this post',
    );
    await expect(request('DELETE', '/posts/b')).rejects.toThrow('Request failed');
    await expect(request('DELETE', '/posts/c')).rejects.toThrow('HTTP error 502');
    expect(useSession.getState().user).toEqual(user);
  });

  it('login reports its own texts, and a connection error when the backend is down', async () => {
    server.use(
      http.post('http://backend.test/api/auth/login', () => HttpResponse.json({}, { status: 400 })),
    );
    await expect(login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(
      'Login failed. Please check your credentials.',
    );
    server.use(http.post('http://backend.test/api/auth/login', () => HttpResponse.error()));
    const failure = await login({ email: 'a@b.c', password: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as Error).message).toBe(
      'Connection error. Please make sure the backend is running.',
    );
  });
});
