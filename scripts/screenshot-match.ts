// A quicker pass for the stories' visual baselines: a browser command for vitest.config.ts.
import { readFile } from 'node:fs/promises';
import { platform } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
import { fileHash, knownSame, rememberSame } from './known-captures.ts';
import { pngPixels, samePixels } from './png-pixels.ts';

/** The tester frame's body in the page's pixels (measured in the frame, see vitest.setup.ts). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The file toMatchScreenshot(name) compares with, by vitest 5's default path. */
export function referencePath(
  testPath: string,
  name: string,
  browserName: string,
  directory: string,
) {
  const clean = (part: string) =>
    part
      .replace(/\s+/g, '-')
      .replace(/[^\w-]+/g, '')
      .replace(/-{2,}/g, '-');
  const arg = relative('/', join('/', name.replace(/\.png$/, '')))
    .split('/')
    .map(clean)
    .join('/');
  return join(
    dirname(testPath),
    directory,
    basename(testPath),
    `${arg}-${browserName}-${platform()}.png`,
  );
}

/**
 * What the quick pass found: the baseline's pixels exactly ('same'), other pixels ('differs'), or
 * nothing to compare with (no baseline, one of another kind, an update run: 'unchecked').
 */
export type QuickVerdict = 'same' | 'differs' | 'unchecked';

/**
 * Whether the tester frame's body, captured now, has exactly the committed baseline's pixels: by
 * the two files' hashes where that pair is known (known-captures.ts), else by decoding both.
 * Unless it has, the caller runs toMatchScreenshot, which decides. Its own pass is slower: its
 * byte check never hits (pngjs wrote the baselines, Chromium encodes captures), so it decodes both.
 */
export const compareWithBaseline: BrowserCommand<[name: string, box: Box]> = async (
  context,
  name,
  box,
) => {
  const expectOptions = context.project.config.browser.expect?.toMatchScreenshot;
  if (
    !context.testPath ||
    context.provider.name !== 'playwright' ||
    expectOptions?.resolveScreenshotPath ||
    context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all'
  )
    return 'unchecked' satisfies QuickVerdict;
  const path = referencePath(
    context.testPath,
    name,
    context.project.config.browser.name,
    expectOptions?.screenshotDirectory ?? '__screenshots__',
  );
  // The body's box, rounded out to whole pixels as Playwright's element screenshot does.
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  const clip = {
    x,
    y,
    width: Math.ceil(box.x + box.width - 1e-3) - x,
    height: Math.ceil(box.y + box.height - 1e-3) - y,
    scale: 1,
  };
  const { page } = context;
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  // Encoded for speed (same pixels, bigger file); the baseline is read while Chromium draws.
  const captured = (await session).send('Page.captureScreenshot', {
    format: 'png',
    clip,
    captureBeyondViewport: false,
    optimizeForSpeed: true,
  });
  const baseline = await readFile(path).catch(() => null);
  const capture = Buffer.from((await captured).data, 'base64');
  if (baseline === null) return 'unchecked' satisfies QuickVerdict;
  const [baselineHash, captureHash] = [fileHash(baseline), fileHash(capture)];
  if (knownSame(path, baselineHash, captureHash)) return 'same' satisfies QuickVerdict;
  const reference = pngPixels(baseline);
  const actual = pngPixels(capture);
  // A baseline of another kind goes to toMatchScreenshot, as a mismatch does.
  if (reference === null || actual === null) return 'unchecked' satisfies QuickVerdict;
  if (!samePixels(actual, reference)) return 'differs' satisfies QuickVerdict;
  rememberSame(path, baselineHash, captureHash);
  return 'same' satisfies QuickVerdict;
};

/**
 * Takes the pointer off the page. The headless shell starts with it at the page's top-left corner
 * (full Chromium has none until something moves it), where it hovers what is there: a field under
 * its label drew its hover border in every picture.
 */
export const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(-1, -1);
};
