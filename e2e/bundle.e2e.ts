import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIOS_PATH } from '../src/contract/demo';
import { MOCK_ONLY_TAG } from '../src/contract/openapi';

/** Every script of a build (the global setup builds both before the journeys). */
const scripts = (outDir: string) =>
  readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
    .join('\n');

// The Demo panel's own words and the mock-only route it calls; the OpenAPI document's making
// (the mock backends serve it), which only the mock modes carry.
const DEMO_PANEL_MARKERS = [
  'Demo scenarios',
  'Reset demo data',
  DEMO_SCENARIOS_PATH,
  MOCK_ONLY_TAG,
];

describe('what each build holds', () => {
  it('a build for a real backend holds no Demo panel and no mock backend', () => {
    const app = scripts('dist');
    for (const marker of DEMO_PANEL_MARKERS) expect(app).not.toContain(marker);
  });

  it('the static demo holds it (so the check above can tell)', () => {
    const demo = scripts('dist-demo');
    for (const marker of DEMO_PANEL_MARKERS) expect(demo).toContain(marker);
  });
});
