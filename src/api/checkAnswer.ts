import { prettifyError } from 'zod';
import type { SchemaName } from '../contract/routes';
import * as schemas from '../contract/schemas';

/**
 * Development builds and tests only (see `call`): an answer outside the contract fails loudly
 * where it arrives, not as a wrong screen later.
 */
export function checkAnswer(call: string, schema: SchemaName, answer: unknown) {
  const checked = schemas[schema].safeParse(answer);
  if (!checked.success)
    throw new Error(`${call} answered outside the contract:\n${prettifyError(checked.error)}`);
}
