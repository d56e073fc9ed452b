import { useSession } from '../state/session';
import { connectionErrorMessage, requestErrorMessage } from './errors';
import { sessionExpired } from './onSessionExpired';
import { API_BASE } from './apiBase';

/**
 * A failed call. `say()` puts it in the interface's language at the time it is shown, so a
 * form that keeps the error shows it in a language chosen after it happened; `message` is its
 * text in the language of the moment it was thrown.
 */
export class ApiError extends Error {
  constructor(
    readonly say: () => string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(say());
    this.name = 'ApiError';
  }
}

/** Any failure's message, in the interface's language now where it can say them again. */
export const failureMessage = (failure: unknown): (() => string) =>
  failure instanceof ApiError ? failure.say : () => (failure as Error).message;

export { handleSessionExpiry } from './onSessionExpired';

type Options = {
  body?: unknown;
  signal?: AbortSignal;
  /** Login and signup handle their own failures. */ public?: boolean;
};

/** One HTTP call: JSON in and out, the stored user's bearer token, the error catalogue on failure. */
export async function request<T>(
  method: string,
  path: string,
  { body, signal, public: isPublic = false }: Options = {},
): Promise<T> {
  const token = useSession.getState().user?.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(connectionErrorMessage, 0, undefined);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return parsed as T;
  // Several calls in flight may all come back 401: the first signs out and says so, once.
  if (response.status === 401 && !isPublic && useSession.getState().user) {
    useSession.getState().signOut();
    sessionExpired(requestErrorMessage(401, parsed));
  }
  throw new ApiError(() => requestErrorMessage(response.status, parsed), response.status, parsed);
}
