import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeedDb } from '../data/seed';
import { DamagedDataFile, dataFileSaver, readDataFile } from './dataFile';

const seed = createSeedDb();
const folder = mkdtempSync(join(tmpdir(), 'beeglobal-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;
const fileWith = (text: string) => {
  const file = join(folder, `db-${(count += 1)}.json`);
  writeFileSync(file, text);
  return file;
};

describe('the mock API reading its data file', () => {
  it('takes a file that holds every collection', () => {
    const file = fileWith(JSON.stringify(seed));
    expect(readDataFile(file, seed).users).toHaveLength(seed.users.length);
  });

  it.each([
    ['empty', '', /is empty/],
    ['cut short', JSON.stringify(seed).slice(0, 500), /is not JSON/],
    ['not an object', '[]', /does not hold the collections/],
    ['without a collection', JSON.stringify({ ...seed, users: undefined }), /lacks users/],
  ])(
    'refuses a file that is %s, in one line naming it, and leaves it as it was',
    (_, text, why) => {
      const file = fileWith(text);
      const before = statSync(file).mtimeMs;
      let error: unknown;
      try {
        readDataFile(file, seed);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(DamagedDataFile);
      const message = (error as Error).message;
      expect(message).toMatch(why);
      expect(message).toContain(file);
      expect(message).toMatch(/delete it/);
      expect(message).not.toContain('\n');
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(statSync(file).mtimeMs).toBe(before);
    },
  );
});

describe('the mock API writing its data file', () => {
  it('coalesces writes asked for together, and the file holds the last once each has settled', async () => {
    const file = fileWith(JSON.stringify(seed));
    const save = dataFileSaver(file);
    const data = structuredClone(seed);
    const writes = Array.from({ length: 20 }, (_, index) => {
      data.sessions.push({ token: `t${index}`, userId: 'u', createdAt: '2026-06-15T12:00:00Z' });
      return save(data);
    });
    await Promise.all(writes);
    const written = readDataFile(file, seed);
    expect(written.sessions).toHaveLength(seed.sessions.length + 20);
  });
});
