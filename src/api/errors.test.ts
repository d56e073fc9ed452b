import { describe, expect, it } from 'vitest';
import { loginErrorMessage, requestErrorMessage, signupErrorMessage } from './errors';

describe('requestErrorMessage', () => {
  it('treats 401 as an expired session', () => {
    expect(requestErrorMessage(401, { error: 'Invalid token' })).toBe(
      'Session expired. Please login again.',
    );
  });
  it("reports the answer's error text", () => {
    expect(requestErrorMessage(403, { error: 'Only the author can delete this post' })).toBe(
      'Only the author can delete this post',
    );
  });
  it("falls back to 'Request failed' for JSON without an error", () => {
    expect(requestErrorMessage(500, {})).toBe('Request failed');
  });
  it("falls back to 'HTTP error {status}' when the body is not JSON", () => {
    expect(requestErrorMessage(502, undefined)).toBe('HTTP error 502');
  });
});

describe('signupErrorMessage', () => {
  it("joins the 'path: message' items, taking param where path is missing", () => {
    expect(
      signupErrorMessage({
        errors: [
          { path: 'email', msg: 'Invalid email' },
          { param: 'bio', msg: 'Too short' },
        ],
      }),
    ).toBe('email: Invalid email, bio: Too short');
  });
  it('uses the error string without a list', () => {
    expect(signupErrorMessage({ error: 'An account with this email already exists' })).toBe(
      'An account with this email already exists',
    );
  });
  it('has a default', () => {
    expect(signupErrorMessage(undefined)).toBe('Signup failed. Please check your information.');
  });
});

describe('loginErrorMessage', () => {
  it('uses the error string, else the default', () => {
    expect(loginErrorMessage({ error: 'Invalid email or password' })).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage({})).toBe('Login failed. Please check your credentials.');
  });
});
