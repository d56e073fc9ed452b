import type { Db } from '../data/db';
import type { Backend } from './http';
import { hashClearTextPasswords } from './password';

type Options = Partial<Pick<Backend, 'now' | 'push' | 'changed'>>;

/**
 * A backend over a db: ids and tokens are random, the clock real unless given. Passwords that an
 * older copy of the data kept in clear text are hashed first (and saved).
 */
export function createBackend(
  db: Db,
  { now = () => new Date(), push = () => {}, changed = () => {} }: Options = {},
): Backend {
  if (hashClearTextPasswords(db)) changed();
  const random = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return {
    db,
    now,
    push,
    changed,
    newId: (prefix) => `${prefix}-${random()}`,
    newToken: () => `bee_${crypto.randomUUID()}`,
  };
}
