/** The error catalogue of spec section 8, as pure functions of an answer. */

export const SESSION_EXPIRED = 'Session expired. Please login again.';
export const CONNECTION_ERROR = 'Connection error. Please make sure the backend is running.';
export const SIGNUP_FAILED = 'Signup failed. Please check your information.';
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

type Body = unknown;

const errorText = (body: Body) =>
  body &&
  typeof body === 'object' &&
  'error' in body &&
  typeof body.error === 'string' &&
  body.error
    ? body.error
    : null;

/**
 * Any non-OK answer: 401 is an expired session; otherwise the answer's `error` text, else
 * 'Request failed' for a JSON answer without one, else 'HTTP error {status}' when the body is not JSON.
 */
export function requestErrorMessage(status: number, body: Body | undefined): string {
  if (status === 401) return SESSION_EXPIRED;
  if (body === undefined) return `HTTP error ${status}`;
  return errorText(body) ?? 'Request failed';
}

/** Signup: the joined 'path: message' items of `errors` (path or param), else `error`, else the default. */
export function signupErrorMessage(body: Body | undefined): string {
  if (
    body &&
    typeof body === 'object' &&
    'errors' in body &&
    Array.isArray(body.errors) &&
    body.errors.length > 0
  ) {
    return body.errors
      .map(
        (item: { path?: string; param?: string; msg?: string }) =>
          `${item.path ?? item.param ?? 'field'}: ${item.msg ?? 'is invalid'}`,
      )
      .join(', ');
  }
  return errorText(body) ?? SIGNUP_FAILED;
}

export const loginErrorMessage = (body: Body | undefined): string =>
  errorText(body) ?? LOGIN_FAILED;
