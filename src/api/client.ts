import { apiPathBelow } from '../contract/endpoints';
import { useSession } from '../state/session';
import { CONNECTION_ERROR, requestErrorMessage } from './errors';

/**
 * The API base: `/api` below where the app is served (proxied to the mock API in development,
 * answered by MSW in the static demo), or a real backend's URL.
 */
export const API_BASE =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ||
  apiPathBelow(import.meta.env.BASE_URL);

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSessionExpired: (message: string) => void = () => {};

/** The app says what a 401 does beyond signing out: go to /auth and tell the member. */
export function handleSessionExpiry(handler: (message: string) => void) {
  onSessionExpired = handler;
}

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
    throw new ApiError(CONNECTION_ERROR, 0, undefined);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return parsed as T;
  // Several calls in flight may all come back 401: the first signs out and says so, once.
  if (response.status === 401 && !isPublic && useSession.getState().user) {
    useSession.getState().signOut();
    onSessionExpired(requestErrorMessage(401, parsed));
  }
  throw new ApiError(requestErrorMessage(response.status, parsed), response.status, parsed);
}
