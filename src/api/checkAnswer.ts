import { prettifyError } from 'zod';
import type { ContractRoute } from '../contract/routes';
import * as schemas from '../contract/schemas';

/**
 * Development builds and tests only (see `call`): an answer outside the contract fails loudly
 * where it arrives, not as a wrong screen later.
 */
export function checkAnswer(route: ContractRoute, answer: unknown) {
  const checked = schemas[route.answer].safeParse(answer);
  if (!checked.success)
    throw new Error(
      `${route.method} ${route.path} answered outside the contract:\n${prettifyError(checked.error)}`,
    );
}
