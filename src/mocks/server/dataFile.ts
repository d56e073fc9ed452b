import { readFileSync } from 'node:fs';
import { Writer } from 'steno';
import type { Db } from '../data/db';

/*
 * The mock API's data file. Writes are atomic (steno: a temporary file in the same folder, renamed
 * over the old one), so a killed process never leaves an empty or half-written file; writes asked
 * for together are coalesced. A damaged file stops the API with one line saying so, left as it is.
 */

/** A data file the API cannot start from: its message names the file and how to start again. */
export class DamagedDataFile extends Error {}

const START_AGAIN =
  'delete it (or move it away) to start again from the seed, or point MOCK_DB_FILE at another file';

/** The data in `file`, checked to hold every collection of `expected` (the seed's). */
export function readDataFile(file: string, expected: Db): Db {
  const text = readFileSync(file, 'utf8');
  const damaged = (what: string) =>
    new DamagedDataFile(`The mock API's data file ${file} ${what}: ${START_AGAIN}.`);
  if (text.trim() === '') throw damaged('is empty');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw damaged('is not JSON (it may have been cut short)');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw damaged('does not hold the collections');
  const missing = Object.keys(expected).filter(
    (name) => !Array.isArray((data as Record<string, unknown>)[name]),
  );
  if (missing.length) throw damaged(`lacks ${missing.join(', ')}`);
  return data as Db;
}

/**
 * Saves the data to `file`; the promise settles once what it was given (or something newer) is in
 * the file, so an answer sent after it never tells of a write the file does not hold.
 */
export function dataFileSaver(file: string) {
  const writer = new Writer(file);
  return (data: Db) => writer.write(JSON.stringify(data, null, 2));
}
