// The visual report's list of changed pictures: written by the reporter (visual-report.ts) beside
// its page, read by `npm run accept-screenshots` (accept-screenshots.ts) and by `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Variant } from '../.storybook/pictures.ts';

/** Where the report goes, from the project's root; written anew by each run of the stories. */
export const REPORT_DIR = '.vitest/visual-report';
export const CHANGES_FILE = 'changes.json';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureChange {
  /** The story file, from the project's root. */
  file: string;
  story: string;
  storyId: string;
  width: number;
  variant: Variant;
  /** What the comparison said (how many pixels differ, or that the sizes differ). */
  message: string;
  /** The committed baseline, from the project's root: what accepting the change overwrites. */
  baseline: string;
  /** The box around the pixels that differ (for pictures of two sizes, where both have pixels). */
  changedArea?: Area;
  /** The pictures copied into the report, from its folder; a new story has no baseline yet. */
  pictures: Partial<
    Record<'baseline' | 'new' | 'diff', { path: string; width: number; height: number }>
  >;
}

export interface VisualChanges {
  createdAt: string;
  /** Set when this run's Chromium is not the one the baselines were made with: what it said. */
  otherBrowser?: string;
  changes: PictureChange[];
}

/** The last run's changes, or null when its pictures all matched (or no stories ran yet). */
export function readChanges(root: string): VisualChanges | null {
  const file = join(root, REPORT_DIR, CHANGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VisualChanges) : null;
}

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

const LISTED = 10;

/** What a run prints last: how much changed, where to look, how to accept. */
export function summaryLines({ changes, otherBrowser }: VisualChanges, root: string) {
  const stories = new Set(changes.map((change) => change.storyId)).size;
  return [
    '',
    ...(otherBrowser ? [otherBrowser] : []),
    `Visual changes: ${plural(changes.length, 'picture', 'pictures')} of ${plural(stories, 'story', 'stories')} differ from their baselines.`,
    // Named here too: a CI log may keep only its last lines, and the report stays on its machine.
    ...changes
      .slice(0, LISTED)
      .map(
        (change) =>
          `  ${change.storyId}, ${change.variant} at ${change.width} px: ${change.message.split('\n')[0]}`,
      ),
    ...(changes.length > LISTED ? [`  and ${changes.length - LISTED} more`] : []),
    `  Review: ${join(root, REPORT_DIR, 'index.html')}`,
    '  Accept: npm run accept-screenshots -- <story id or story file> (all: npm run test:update-screenshots)',
  ];
}
