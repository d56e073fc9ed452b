import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const made = (prefix: string) => mkdtempSync(join(tmpdir(), `beeglobal-${prefix}-`));
const remove = (folder: string) => rmSync(folder, { recursive: true, force: true });

/** An empty folder in the system's temporary folder, removed when the test calling it ends. */
export function testFolder(prefix: string) {
  const folder = made(prefix);
  onTestFinished(() => remove(folder));
  return folder;
}

/** The same for a whole suite: taken where the suite is declared, removed after its last test. */
export function suiteFolder(prefix: string) {
  const folder = made(prefix);
  afterAll(() => remove(folder));
  return folder;
}
