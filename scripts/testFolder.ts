import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** An empty folder in the system's temporary folder, removed when the test calling it ends. */
export function testFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), `beeglobal-${prefix}-`));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
