/**
 * The product's error texts, as pure functions of an answer. Each says its text in
 * the interface's language at the moment it is called; the server's own words go through
 * `inInterfaceLanguage`, so a message the backend is known to send is translated too.
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { inInterfaceLanguage } from './apiMessages';

export const SESSION_EXPIRED = msg`Session expired. Please login again.`;
export const CONNECTION_ERROR = msg`Connection error. Please make sure the backend is running.`;
export const SIGNUP_FAILED = msg`Signup failed. Please check your information.`;
export const LOGIN_FAILED = msg`Login failed. Please check your credentials.`;

/** 'Connection error. …' in the interface's language: the network failed, no answer came. */
export const connectionErrorMessage = () => i18n._(CONNECTION_ERROR);

type Body = unknown;

const errorText = (body: Body) =>
  body &&
  typeof body === 'object' &&
  'error' in body &&
  typeof body.error === 'string' &&
  body.error
    ? inInterfaceLanguage(body.error)
    : null;

/**
 * Any non-OK answer: 401 is an expired session; otherwise the answer's `error` text, else
 * 'Request failed' for a JSON answer without one, else 'HTTP error {status}' when the body is not JSON.
 */
export function requestErrorMessage(status: number, body: Body | undefined): string {
  if (status === 401) return i18n._(SESSION_EXPIRED);
  if (body === undefined) return t`HTTP error ${status}`;
  return errorText(body) ?? t`Request failed`;
}

/** One item of a 400's `errors`: 'path: message' (the path is the API's field name, as sent). */
function problemText(item: { path?: string; param?: string; msg?: string }): string {
  const field = item.path ?? item.param ?? t({ message: 'field', context: 'an unnamed field' });
  const problem = item.msg != null ? inInterfaceLanguage(item.msg) : t`is invalid`;
  return t({
    message: `${field}: ${problem}`,
    comment: 'A field of the form, and what is wrong with it.',
  });
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
    return body.errors.map(problemText).join(', ');
  }
  return errorText(body) ?? i18n._(SIGNUP_FAILED);
}

export const loginErrorMessage = (body: Body | undefined): string =>
  errorText(body) ?? i18n._(LOGIN_FAILED);
