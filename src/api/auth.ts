import type { AuthAnswer, LoginRequest, SignupRequest } from '../contract/types';
import { ROUTES } from '../contract/routes';
import { call } from './call';
import { ApiError } from './client';
import { connectionErrorMessage, loginErrorMessage, signupErrorMessage } from './errors';

/** Signup and login report their own failure texts ('Invalid credentials'…), not the generic ones. */
async function inTheirWords(
  answer: Promise<AuthAnswer>,
  describe: (body: unknown) => string,
): Promise<AuthAnswer> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0)
      throw new ApiError(() => describe(error.body), error.status, error.body);
    throw error instanceof ApiError ? error : new ApiError(connectionErrorMessage, 0, undefined);
  }
}

export const signup = (payload: SignupRequest) =>
  inTheirWords(call(ROUTES.signup, { body: payload }), signupErrorMessage);

export const login = (credentials: LoginRequest) =>
  inTheirWords(call(ROUTES.login, { body: credentials }), loginErrorMessage);
