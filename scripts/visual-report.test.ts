import { createRequire } from 'node:module';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestModule, Vitest } from 'vitest/node';
import { parsePictureName, pictureName, VARIANTS, type Variant } from '../.storybook/pictures.ts';
import { acceptScreenshots, select } from './accept-screenshots.ts';
import { testFolder } from './testFolder.ts';
import { recordedVersion, recordVersion } from './baseline-browser.ts';
import type { Pixels } from './png-pixels.ts';
import { CHANGES_FILE, REPORT_DIR, readChanges, type PictureChange } from './visual-changes.ts';
import VisualReport, { changedArea, inlinePictures } from './visual-report.ts';
import { reportPage } from './visual-report-page.ts';

const { PNG } = createRequire(import.meta.resolve('@vitest/browser'))('pngjs') as {
  PNG: {
    new (options: { width: number; height: number }): { data: Buffer };
    sync: { write(png: { data: Buffer }): Buffer };
  };
};

/** A grey picture, with a black square at (x, y) if given. */
function png(width: number, height: number, square?: { x: number; y: number; size: number }) {
  const picture = new PNG({ width, height });
  picture.data.fill(200);
  if (square)
    for (let y = square.y; y < square.y + square.size; y++)
      for (let x = square.x; x < square.x + square.size; x++)
        picture.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(picture);
}

const pixels = (width: number, height: number, channels: 3 | 4 = 4): Pixels => ({
  width,
  height,
  channels,
  data: new Uint8Array(width * height * channels).fill(255),
});

describe('picture names', () => {
  it('give back the story, width and variant they were made of', () => {
    for (const storyId of ['components-badge--beta', 'screens-auth-signup--step-8-errors-list'])
      for (const variant of Object.keys(VARIANTS) as Variant[])
        for (const width of [390, 640, 1280])
          expect(parsePictureName(pictureName(storyId, width, variant))).toEqual({
            storyId,
            width,
            variant,
          });
    expect(parsePictureName('not-a-story')).toBeNull();
  });
});

describe('changedArea', () => {
  it('boxes the pixels that differ', () => {
    const before = pixels(40, 30);
    const after = pixels(40, 30, 3);
    for (const [x, y] of [
      [5, 7],
      [12, 20],
    ])
      after.data[(y! * 40 + x!) * 3 + 1] = 0;
    expect(changedArea(before, after)).toEqual({ x: 5, y: 7, width: 8, height: 14 });
    expect(changedArea(before, pixels(40, 30, 3))).toBeUndefined();
  });

  it('counts a see-through pixel as a change, and rows one picture has beyond the other', () => {
    const seeThrough = pixels(10, 10);
    seeThrough.data[(3 * 10 + 4) * 4 + 3] = 0;
    expect(changedArea(pixels(10, 10, 3), seeThrough)).toEqual({ x: 4, y: 3, width: 1, height: 1 });
    expect(changedArea(pixels(10, 10), pixels(10, 14))).toEqual({
      x: 0,
      y: 10,
      width: 10,
      height: 4,
    });
  });
});

const change = (storyId: string, file: string, variant: Variant = 'light'): PictureChange => ({
  file,
  story: storyId.split('--')[1]!,
  storyId,
  width: 640,
  variant,
  message: '50 pixels (ratio 0.01) differ.',
  baseline: `${dirname(file)}/__screenshots__/${pictureName(storyId, 640, variant)}.png`,
  pictures: {
    new: { path: `pictures/${pictureName(storyId, 640, variant)}-new.png`, width: 4, height: 4 },
  },
});

const BADGE = 'src/components/Badge/Badge.stories.tsx';
const EVENTS = 'src/screens/Events/Events.stories.tsx';
const changes = [
  change('components-badge--beta', BADGE),
  change('components-badge--beta', BADGE, 'dark'),
  change('components-badge--theme', BADGE),
  change('screens-events--loaded', EVENTS),
];

describe('choosing the stories to accept', () => {
  const chosen = (...patterns: string[]) =>
    select(changes, patterns).chosen.map(({ storyId, variant }) => `${storyId} ${variant}`);

  it('by story id, exactly or by a pattern', () => {
    expect(chosen('components-badge--beta')).toEqual([
      'components-badge--beta light',
      'components-badge--beta dark',
    ]);
    expect(chosen('components-badge--*')).toHaveLength(3);
    expect(chosen('components-badge--bet')).toEqual([]);
  });

  it('by story file, its name alone, a folder or a pattern', () => {
    expect(chosen(EVENTS)).toEqual(['screens-events--loaded light']);
    expect(chosen('Badge.stories.tsx')).toHaveLength(3);
    expect(chosen('src/components/Badge/')).toHaveLength(3);
    expect(chosen('src/screens/**')).toEqual(['screens-events--loaded light']);
    expect(chosen('src/components/Badg')).toEqual([]);
  });

  it('names the patterns that chose nothing', () => {
    expect(select(changes, ['components-badge--theme', 'nothing--here']).unmatched).toEqual([
      'nothing--here',
    ]);
  });
});

describe('npm run accept-screenshots', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A project with a report of `changes`: each baseline says 'old', each new picture 'new'. */
  function project() {
    const root = testFolder('accept');
    const folder = join(root, REPORT_DIR);
    mkdirSync(join(folder, 'pictures'), { recursive: true });
    for (const { baseline, pictures } of changes) {
      mkdirSync(dirname(join(root, baseline)), { recursive: true });
      writeFileSync(join(root, baseline), 'old');
      writeFileSync(join(folder, pictures.new!.path), `new ${baseline}`);
    }
    writeFileSync(join(folder, CHANGES_FILE), JSON.stringify({ createdAt: '', changes }));
    const contents = () =>
      changes.map(({ baseline }) => readFileSync(join(root, baseline), 'utf8'));
    return { root, contents };
  }

  it("makes the named stories' new pictures their baselines, and touches no other", () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { root, contents } = project();
    expect(acceptScreenshots(root, ['components-badge--beta', EVENTS])).toBe(0);
    expect(contents()).toEqual([
      `new ${changes[0]!.baseline}`,
      `new ${changes[1]!.baseline}`,
      'old',
      `new ${changes[3]!.baseline}`,
    ]);
  });

  it('accepts nothing when one name matches no changed story, or none is given', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root, contents } = project();
    expect(acceptScreenshots(root, ['components-badge--beta', 'components-badge--typo'])).toBe(1);
    expect(acceptScreenshots(root, [])).toBe(1);
    expect(contents()).toEqual(['old', 'old', 'old', 'old']);
    expect(errors.mock.calls[0]![0]).toContain(
      'No changed picture belongs to components-badge--typo',
    );
  });

  it('says so when the last run changed nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(acceptScreenshots(testFolder('accept'), ['x'])).toBe(1);
    expect(errors.mock.calls[0]![0]).toContain('No visual changes to accept');
  });
});

describe('the visual report', () => {
  /** A finished run of one story file whose story `Beta` had its dark picture differ. */
  function run(root: string, differs: boolean) {
    const attachments = join(root, '.vitest/attachments');
    mkdirSync(attachments, { recursive: true });
    const files = {
      reference: png(8, 8),
      actual: png(8, 8, { x: 2, y: 3, size: 2 }),
      diff: png(8, 8, { x: 0, y: 0, size: 1 }),
    };
    for (const [name, file] of Object.entries(files)) writeFileSync(join(attachments, name), file);
    const failure = {
      type: 'internal:toMatchScreenshot',
      kind: 'visual-regression',
      message: 'Screenshot does not match the stored reference.\n4 pixels (ratio 0.06) differ.',
      attachments: Object.keys(files).map((name) => ({
        name,
        path: join(attachments, name),
        width: 8,
        height: 8,
      })),
    };
    const module = { moduleId: join(root, BADGE) };
    const test = {
      name: 'Beta <b>',
      module,
      project: { config: { browser: { name: 'chromium' } } },
      artifacts: () =>
        differs
          ? [failure, { type: 'beeglobal:picture', name: 'components-badge--beta-640-dark' }]
          : [],
    };
    return [{ ...module, children: { allTests: () => [test] } }] as unknown as TestModule[];
  }

  function report(
    differs: boolean,
    { update = false, recorded }: { update?: boolean; recorded?: string } = {},
  ) {
    const root = testFolder('report');
    if (recorded) {
      mkdirSync(join(root, '.storybook'));
      recordVersion(root, recorded);
    }
    const log = vi.fn();
    const reporter = new VisualReport();
    reporter.onInit({
      config: { root, snapshotOptions: { updateSnapshot: update ? 'all' : 'none' } },
      projects: [{ config: { browser: { enabled: true } } }],
      logger: { log },
    } as unknown as Vitest);
    reporter.onTestRunEnd(run(root, differs));
    return { root, log };
  }

  describe('on a Chromium other than the baselines', () => {
    beforeEach(() => {
      const folder = testFolder('chromium');
      const binary = join(folder, 'chromium');
      writeFileSync(binary, '#!/bin/sh\necho "Chromium 157.0.8123.4 built on Debian"\n');
      chmodSync(binary, 0o755);
      vi.stubEnv('CHROMIUM_PATH', binary);
    });
    afterEach(() => void vi.unstubAllEnvs());

    it('says so in one line before any difference, and on the page', () => {
      const { root, log } = report(true, { recorded: '156.0.8078.108' });
      const said = log.mock.calls.map(([line]) => String(line));
      expect(said[0]).toMatch(
        /^The baselines were made with Chromium 156.0.8078.108; this run uses Chromium 157.0.8123.4/,
      );
      expect(said.filter((line) => line.startsWith('Visual changes:'))).toHaveLength(1);
      expect(said.indexOf(said[0]!)).toBeLessThan(
        said.findIndex((line) => line.startsWith('Visual changes:')),
      );
      expect(readFileSync(join(root, REPORT_DIR, 'index.html'), 'utf8')).toContain(
        'this run uses Chromium 157.0.8123.4',
      );
    });

    it('records its version when the baselines are made anew', () => {
      const { root } = report(false, { update: true, recorded: '156.0.8078.108' });
      expect(recordedVersion(root)).toBe('157.0.8123.4');
    });
  });

  it('lists each changed picture by story and variant, with its baseline, new picture and difference', () => {
    const { root, log } = report(true);
    const { changes: found } = readChanges(root)!;
    expect(found).toEqual([
      expect.objectContaining({
        file: BADGE,
        storyId: 'components-badge--beta',
        width: 640,
        variant: 'dark',
        baseline:
          'src/components/Badge/__screenshots__/Badge.stories.tsx/components-badge-beta-640-dark-chromium-linux.png',
        changedArea: { x: 2, y: 3, width: 2, height: 2 },
      }),
    ]);
    const page = readFileSync(join(root, REPORT_DIR, 'index.html'), 'utf8');
    // A few pictures: the page holds them itself, and the files beside it are for accepting.
    for (const shown of ['baseline', 'new', 'diff'] as const) {
      const { path } = found[0]!.pictures[shown]!;
      const picture = readFileSync(join(root, REPORT_DIR, path)).toString('base64');
      expect(page.split(`data:image/png;base64,${picture}`)).toHaveLength(2);
      expect(page).toContain(`data-picture="${path}"`);
    }
    expect(page).not.toContain('src="pictures/');
    expect(page).toContain('640 px · dark · English');
    expect(page).toContain('Beta &lt;b&gt;');
    expect(page).not.toContain('Beta <b>');
    expect(log.mock.calls.map(([line]) => line).join('\n')).toContain(
      `Review: ${join(root, REPORT_DIR, 'index.html')}`,
    );
  });

  it('writes nothing and says nothing when every picture matched', () => {
    const { root, log } = report(false);
    expect(readChanges(root)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('shows many pictures from the files beside it, rather than hold them all', () => {
    const { root } = report(true);
    const folder = join(root, REPORT_DIR);
    const changes = readChanges(root)!;
    expect(inlinePictures(folder, changes, 100)).toBeUndefined();
    expect(inlinePictures(folder, changes)?.size).toBe(3);
    const page = reportPage(changes, inlinePictures(folder, changes, 100));
    expect(page).toContain(`src="${changes.changes[0]!.pictures.new!.path}"`);
    expect(page).not.toContain('data:image');
  });

  it('is a page with nothing from afar: its pictures are files beside it', () => {
    const page = reportPage({ createdAt: '2026-11-26T17:43:00Z', changes });
    const links = /<a class="storybook" href="[^"]*"/g;
    expect(page.replace(links, '').match(/(?:src|href)="(?!#|pictures\/)[^"]*"/g)).toBeNull();
    expect(page.replace(links, '')).not.toMatch(/https?:/);
  });

  it("links each changed picture to its story in Storybook, in the picture's mode", () => {
    const page = reportPage(
      { createdAt: '2026-11-26T17:43:00Z', changes },
      undefined,
      'http://127.0.0.1:6006',
    );
    const hrefs = [...page.matchAll(/<a class="storybook" href="([^"]*)">([^<]*)</g)].map(
      ([, href, text]) => [href!.replaceAll('&amp;', '&'), text],
    );
    expect(hrefs).toHaveLength(changes.length);
    expect(hrefs).toContainEqual([
      'http://127.0.0.1:6006/?path=/story/components-badge--beta&globals=theme:Dark;locale:en',
      'Open the story in Storybook, 640 px · dark · English',
    ]);
  });
});
