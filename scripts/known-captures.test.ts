import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWN_CAPTURES, fileHash, knownSame, rememberSame } from './known-captures.ts';

describe('captures known to have a baseline’s pixels', () => {
  const folder = mkdtempSync(join(tmpdir(), 'known-captures-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const baseline = join(folder, 'story-390-chromium-linux.png');
  const other = join(folder, 'story-1280-chromium-linux.png');
  writeFileSync(baseline, 'baseline bytes');
  writeFileSync(other, 'other bytes');
  const [baselineHash, captureHash] = [
    fileHash(Buffer.from('baseline bytes')),
    fileHash(Buffer.from('capture bytes')),
  ];

  it('knows a pair once remembered, and only that pair', () => {
    expect(knownSame(baseline, baselineHash, captureHash)).toBe(false);
    rememberSame(baseline, baselineHash, captureHash);
    expect(knownSame(baseline, baselineHash, captureHash)).toBe(true);
    // Another capture, or the same capture against a changed baseline, is decoded again.
    expect(knownSame(baseline, baselineHash, fileHash(Buffer.from('another capture')))).toBe(false);
    expect(knownSame(baseline, fileHash(Buffer.from('changed baseline')), captureHash)).toBe(false);
    expect(knownSame(other, baselineHash, captureHash)).toBe(false);
  });

  it('keeps the pairs in the folder’s file, without those of baselines since deleted', () => {
    rememberSame(other, fileHash(Buffer.from('other bytes')), captureHash);
    rmSync(baseline);
    rememberSame(other, fileHash(Buffer.from('other bytes')), captureHash);
    const saved = JSON.parse(readFileSync(join(folder, KNOWN_CAPTURES), 'utf8'));
    expect(Object.keys(saved)).toEqual(['story-1280-chromium-linux.png']);
    expect(knownSame(baseline, baselineHash, captureHash)).toBe(false);
  });
});
