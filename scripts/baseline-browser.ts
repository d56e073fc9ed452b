// The browser the baselines were made with: its version is recorded beside them when they are
// made (`npm run test:update-screenshots`), and a run on another version says so first, since a
// new Chromium may draw text or shadows a pixel apart and every picture would then differ.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BASELINE_BROWSER_FILE = '.storybook/baseline-browser.json';

/** The version a Chromium binary reports ('156.0.8078.108'), or null if it cannot say. */
export function chromiumVersion(binary: string | null): string | null {
  if (!binary) return null;
  try {
    const said = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(said)?.[1] ?? null;
  } catch {
    return null;
  }
}

export function recordedVersion(root: string): string | null {
  const file = join(root, BASELINE_BROWSER_FILE);
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { chromium?: string }).chromium ?? null;
}

export function recordVersion(root: string, chromium: string) {
  writeFileSync(join(root, BASELINE_BROWSER_FILE), `${JSON.stringify({ chromium }, null, 2)}\n`);
}

/** The one line a run on another browser prints before any difference, or null. */
export function otherBrowserLine(recorded: string | null, running: string | null) {
  if (!recorded || !running || recorded === running) return null;
  return `The baselines were made with Chromium ${recorded}; this run uses Chromium ${running}, so pictures may differ by the browser alone (to make them anew with it: npm run test:update-screenshots, then look at every changed picture).`;
}
