import type { Db } from '../data/db';
import { createSeedDb } from '../data/seed';
import type { Backend } from './http';
import { upgradeStoredDb } from './upgrade';

type Options = Partial<
  Pick<Backend, 'now' | 'push' | 'changed' | 'scenarios' | 'scenariosChanged' | 'seed'>
>;

/**
 * A backend over a db: ids and tokens are random, the clock real unless given. Data saved by an
 * older version is brought up to date first (and saved): see upgradeStoredDb.
 */
export function createBackend(
  db: Db,
  {
    now = () => new Date(),
    push = () => {},
    changed = () => {},
    scenarios = {},
    scenariosChanged = () => {},
    seed = createSeedDb,
  }: Options = {},
): Backend {
  if (upgradeStoredDb(db)) changed();
  const random = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return {
    db,
    now,
    push,
    changed,
    scenarios,
    scenariosChanged,
    seed,
    newId: (prefix) => `${prefix}-${random()}`,
    newToken: () => `bee_${crypto.randomUUID()}`,
  };
}
