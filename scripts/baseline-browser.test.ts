import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFolder } from './testFolder.ts';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_BROWSER_FILE,
  chromiumVersion,
  otherBrowserLine,
  recordedVersion,
  recordVersion,
} from './baseline-browser.ts';
import { summaryLines } from './visual-changes.ts';

describe('the browser the baselines were made with', () => {
  it('is the version the Chromium binary reports', () => {
    const folder = testFolder('chromium');
    const binary = join(folder, 'chromium');
    writeFileSync(binary, '#!/bin/sh\necho "Chromium 157.0.8123.4 built on Debian GNU/Linux 12"\n');
    chmodSync(binary, 0o755);
    expect(chromiumVersion(binary)).toBe('157.0.8123.4');
    expect(chromiumVersion(join(folder, 'missing'))).toBeNull();
    expect(chromiumVersion(null)).toBeNull();
  });

  it('is recorded beside the baselines, and read back', () => {
    const root = testFolder('baselines');
    mkdirSync(join(root, '.storybook'));
    expect(recordedVersion(root)).toBeNull();
    recordVersion(root, '156.0.8078.108');
    expect(recordedVersion(root)).toBe('156.0.8078.108');
    expect(readFileSync(join(root, BASELINE_BROWSER_FILE), 'utf8')).toContain('"chromium"');
  });

  it("names the committed baselines' browser, which this machine runs", () => {
    expect(recordedVersion(process.cwd())).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('is named in one line, first, when a run uses another', () => {
    expect(otherBrowserLine('156.0.8078.108', '156.0.8078.108')).toBeNull();
    expect(otherBrowserLine(null, '156.0.8078.108')).toBeNull();
    const line = otherBrowserLine('156.0.8078.108', '157.0.8123.4')!;
    expect(line).toContain('made with Chromium 156.0.8078.108');
    expect(line).toContain('this run uses Chromium 157.0.8123.4');
    expect(line).toContain('npm run test:update-screenshots');
    expect(line).not.toContain('\n');
    const [, first] = summaryLines({ createdAt: '', otherBrowser: line, changes: [] }, '/repo');
    expect(first).toBe(line);
  });
});
