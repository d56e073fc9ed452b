// Captures already found to have a baseline's pixels, for the quick pass (screenshot-match.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/*
 * Chromium encodes the same pixels into the same PNG bytes, so a capture whose bytes were once
 * decoded and found equal to a baseline's pixels needs no decoding the next time: comparing the
 * two files' hashes gives the same answer. Decoding both was most of the quick pass's time (the
 * largest baseline is 18 megapixels). Each __screenshots__ folder keeps its pairs in this file,
 * committed with the baselines; a pair whose baseline has changed since is not used.
 */
export const KNOWN_CAPTURES = 'known-captures.json';

/** A baseline's file hash, and the hash of a capture with its pixels. */
interface Pair {
  baseline: string;
  capture: string;
}

type Folder = Record<string, Pair>;

const folders = new Map<string, Folder>();

export const fileHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function folderOf(baselinePath: string): Folder {
  const file = join(dirname(baselinePath), KNOWN_CAPTURES);
  let folder = folders.get(file);
  if (!folder) {
    folder = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Folder) : {};
    folders.set(file, folder);
  }
  return folder;
}

/** Whether `capture` is known to have the pixels of the baseline file `baseline`. */
export function knownSame(baselinePath: string, baseline: string, capture: string) {
  const pair = folderOf(baselinePath)[basename(baselinePath)];
  return pair?.baseline === baseline && pair.capture === capture;
}

/** Records that `capture` has the baseline's pixels, dropping pairs whose baseline is gone. */
export function rememberSame(baselinePath: string, baseline: string, capture: string) {
  const folder = { ...folderOf(baselinePath), [basename(baselinePath)]: { baseline, capture } };
  const directory = dirname(baselinePath);
  const kept = Object.fromEntries(
    Object.entries(folder)
      .filter(([file]) => existsSync(join(directory, file)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const file = join(directory, KNOWN_CAPTURES);
  folders.set(file, kept);
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
}
