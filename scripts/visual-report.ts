// The visual report, a Vitest reporter: when a story's picture differs from its baseline, it
// writes a page listing each changed picture by story and variant with the baseline, the new
// picture and their difference, and the list that `npm run accept-screenshots` reads.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import type { TestArtifact } from 'vitest';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';
import { parsePictureName, pictureName } from '../.storybook/pictures.ts';
import {
  chromiumVersion,
  otherBrowserLine,
  recordedVersion,
  recordVersion,
} from './baseline-browser.ts';
import { findChromium } from './chromium.mjs';
import { pngPixels, type Pixels } from './png-pixels.ts';
import { referencePath } from './screenshot-match.ts';
import { reportPage, type InlinePictures } from './visual-report-page.ts';
import {
  CHANGES_FILE,
  REPORT_DIR,
  summaryLines,
  type Area,
  type PictureChange,
  type VisualChanges,
} from './visual-changes.ts';

type Shown = keyof PictureChange['pictures'];
type Failure = Extract<TestArtifact, { type: 'internal:toMatchScreenshot' }>;
type Found = Omit<PictureChange, 'pictures'> & { attachments: Failure['attachments'] };

const SHOWN_AS: Record<Failure['attachments'][number]['name'], Shown> = {
  reference: 'baseline',
  actual: 'new',
  diff: 'diff',
};

/** Every changed picture of one story: vitest's record of each failure, then our naming of it. */
function changesOf(test: TestCase, root: string): Found[] {
  const found: Found[] = [];
  let failure: Failure | undefined;
  for (const artifact of test.artifacts()) {
    if (artifact.type === 'internal:toMatchScreenshot') failure = artifact;
    if (artifact.type !== 'beeglobal:picture') continue;
    const project = test.project.config;
    const baseline = referencePath(
      test.module.moduleId,
      artifact.name,
      project.browser.name,
      project.browser.expect?.toMatchScreenshot?.screenshotDirectory ?? '__screenshots__',
    );
    const picture = parsePictureName(artifact.name);
    if (!picture) throw new Error(`A picture not named by pictureName: ${artifact.name}`);
    found.push({
      file: relative(root, test.module.moduleId),
      story: test.name,
      ...picture,
      message: failure?.message ?? 'It could not be compared.',
      baseline: relative(root, baseline),
      attachments: failure?.attachments ?? [],
    });
    failure = undefined;
  }
  return found;
}

/**
 * The box around the pixels that differ between two pictures, compared where both have pixels
 * (a picture that grew has everything below the change moved, which the box then takes in).
 */
export function changedArea(before: Pixels, after: Pixels): Area | undefined {
  const width = Math.min(before.width, after.width);
  const height = Math.min(before.height, after.height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    let i = y * before.width * before.channels;
    let j = y * after.width * after.channels;
    for (let x = 0; x < width; x++, i += before.channels, j += after.channels) {
      const same =
        before.data[i] === after.data[j] &&
        before.data[i + 1] === after.data[j + 1] &&
        before.data[i + 2] === after.data[j + 2] &&
        (before.channels === 3 ? 255 : before.data[i + 3]) ===
          (after.channels === 3 ? 255 : after.data[j + 3]);
      if (same) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = y;
    }
  }
  if (right >= 0) return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  // Equal where both have pixels: the change is the rows one of them has beyond the other.
  if (before.height === after.height) return undefined;
  const taller = before.height > after.height ? before : after;
  return { x: 0, y: height, width: taller.width, height: taller.height - height };
}

/** Copies a change's pictures into the report's folder, named after the picture, and finds where they differ. */
function keepPictures({ attachments, ...change }: Found, folder: string): PictureChange {
  const pictures: PictureChange['pictures'] = {};
  for (const { name, path: from, width, height } of attachments) {
    if (!from || !existsSync(from)) continue;
    const shown = SHOWN_AS[name];
    const path = `pictures/${pictureName(change.storyId, change.width, change.variant)}-${shown}.png`;
    copyFileSync(from, join(folder, path));
    pictures[shown] = { path, width, height };
  }
  const decoded = (shown: Shown) => {
    const picture = pictures[shown];
    return picture ? pngPixels(readFileSync(join(folder, picture.path))) : null;
  };
  const [before, after] = [decoded('baseline'), decoded('new')];
  const area = before && after ? changedArea(before, after) : undefined;
  return { ...change, changedArea: area, pictures };
}

/**
 * The page holds its pictures itself, one file to open or pass on, unless they are too many: a
 * one-pixel change to Badge changes 364 pictures (182 MB), which the page then shows from the
 * files beside it (share the folder).
 */
export const INLINE_PICTURES_MAX_BYTES = 20_000_000;

export function inlinePictures(
  folder: string,
  { changes }: VisualChanges,
  maxBytes = INLINE_PICTURES_MAX_BYTES,
): InlinePictures | undefined {
  const paths = changes.flatMap(({ pictures }) => Object.values(pictures).map(({ path }) => path));
  const bytes = paths.reduce((sum, path) => sum + statSync(join(folder, path)).size, 0);
  if (bytes > maxBytes) return undefined;
  return new Map(
    paths.map((path) => [
      path,
      `data:image/png;base64,${readFileSync(join(folder, path)).toString('base64')}`,
    ]),
  );
}

export default class VisualReport implements Reporter {
  private vitest!: Vitest;
  private folder = '';

  private browser: string | null = null;
  private otherBrowser: string | null = null;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    // Only a run of the stories takes pictures; the other projects leave the last report alone.
    if (!vitest.projects.some((project) => project.config.browser.enabled)) return;
    this.folder = join(vitest.config.root, REPORT_DIR);
    rmSync(this.folder, { recursive: true, force: true });
    // Said before any difference, which it may explain.
    this.browser = chromiumVersion(findChromium());
    this.otherBrowser = otherBrowserLine(recordedVersion(vitest.config.root), this.browser);
    if (this.otherBrowser) vitest.logger.log(this.otherBrowser);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (!this.folder) return;
    const root = this.vitest.config.root;
    // Baselines made anew (`--update`) are this browser's.
    if (this.browser && this.vitest.config.snapshotOptions.updateSnapshot === 'all')
      recordVersion(root, this.browser);
    const found = testModules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => changesOf(test, root)),
    );
    if (found.length === 0) return;
    mkdirSync(join(this.folder, 'pictures'), { recursive: true });
    const report: VisualChanges = {
      createdAt: new Date().toISOString(),
      ...(this.otherBrowser && { otherBrowser: this.otherBrowser }),
      changes: found.map((change) => keepPictures(change, this.folder)),
    };
    writeFileSync(join(this.folder, CHANGES_FILE), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      join(this.folder, 'index.html'),
      reportPage(report, inlinePictures(this.folder, report)),
    );
    for (const line of summaryLines(report, root)) this.vitest.logger.log(line);
  }
}
