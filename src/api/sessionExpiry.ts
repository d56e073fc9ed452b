import { ApiError } from './client';

/** A 401 has already signed the member out and said so; any other failure is the caller's to report. */
export const isSessionExpiry = (error: unknown) =>
  error instanceof ApiError && error.status === 401;
