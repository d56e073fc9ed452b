import type { AuthAnswer, LoginRequest, SignupRequest } from '../contract/types';
import { ApiError, request } from './client';
import { connectionErrorMessage, loginErrorMessage, signupErrorMessage } from './errors';

/** Signup and login report their own failure texts ('Invalid credentials'…), not the generic ones. */
async function authCall(
  path: string,
  body: unknown,
  describe: (body: unknown) => string,
): Promise<AuthAnswer> {
  try {
    return await request<AuthAnswer>('POST', path, { body, public: true });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(() => describe(error.body), error.status, error.body);
    throw error instanceof ApiError ? error : new ApiError(connectionErrorMessage, 0, undefined);
  }
}

export const signup = (payload: SignupRequest) =>
  authCall('/auth/signup', payload, signupErrorMessage);

export const login = (credentials: LoginRequest) =>
  authCall('/auth/login', credentials, loginErrorMessage);
