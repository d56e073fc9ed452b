import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const made = (prefix: string) => mkdtempSync(join(tmpdir(), `beeglobal-${prefix}-`));
const remove = (folder: string) => rmSync(folder, { recursive: true, force: true });
// A folder may hold a project's copy with its node_modules hard-linked (146,000 entries): removing
// it took 8.6 s beside one other test run, and past the hooks' default 10 s beside more.
const REMOVAL_TIMEOUT = 120_000;

/** An empty folder in the system's temporary folder, removed when the test calling it ends. */
export function testFolder(prefix: string) {
  const folder = made(prefix);
  onTestFinished(() => remove(folder), REMOVAL_TIMEOUT);
  return folder;
}

/** The same for a whole suite: taken where the suite is declared, removed after its last test. */
export function suiteFolder(prefix: string) {
  const folder = made(prefix);
  afterAll(() => remove(folder), REMOVAL_TIMEOUT);
  return folder;
}

/**
 * For a folder made before the suite (a journey's build made ahead): call it where the suite is
 * declared, and hand the folder to what it returns in `beforeAll`; it goes after the suite's last
 * test, once the suite's own `afterAll` hooks (declared later, run first) have stopped serving it.
 */
export function suiteRemoves() {
  let folder: string | undefined;
  afterAll(() => folder && remove(folder), REMOVAL_TIMEOUT);
  return (made: string) => void (folder = made);
}
