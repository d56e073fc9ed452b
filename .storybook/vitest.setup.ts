import { afterEach, beforeAll, expect, recordArtifact } from 'vitest';
import { commands, page } from 'vitest/browser';
import { expectColoursAccessible } from './axe';
import { networkSettled } from './network';
import { inLanguage, plainInterfaceTexts } from './languages';
import type { Variant } from './pictures';
import { picturesOf, type ModePicture, type Modes } from './modes';
import { PSEUDO_LOCALE } from '../src/i18n/locales';
import './viewport';
import type { Box, QuickVerdict } from '../scripts/screenshot-match';

declare module 'vitest/browser' {
  interface BrowserCommands {
    compareWithBaseline: (name: string, box: Box) => Promise<QuickVerdict>;
    parkPointer: () => Promise<void>;
  }
}

/**
 * The body's box in the page that holds this frame, as Playwright's locator would measure it:
 * measured here, it costs the quick pass no round trips to the page.
 */
function bodyBox(): Box {
  const body = document.body.getBoundingClientRect();
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return { x: body.x, y: body.y, width: body.width, height: body.height };
  const outer = frame.getBoundingClientRect();
  const scale = outer.width / frame.offsetWidth;
  return {
    x: outer.x + (frame.clientLeft + body.x) * scale,
    y: outer.y + (frame.clientTop + body.y) * scale,
    width: body.width * scale,
    height: body.height * scale,
  };
}

beforeAll(async () => {
  // No pointer over the stories, as a page no one has touched yet has none.
  await commands.parkPointer();
  globalThis.resizeStoryViewport = (width, height) => page.viewport(width, height);
  // Global styles switch off motion and the caret under this flag.
  document.documentElement.setAttribute('data-still', '');
  // The body is what is photographed: at least the viewport tall, so dialogs and toasts are in it.
  document.body.style.minHeight = '100vh';
});

// Every story is also a visual test: once it renders and its play function passes, the page is
// compared at each width with a committed baseline in __screenshots__ beside the story file, and
// so is its dark twin (an attribute on <html>, no second mount), whose colours axe then judges.
afterEach(async (context) => {
  const { story, task } = context as typeof context & {
    story?: {
      id: string;
      tags: string[];
      parameters: {
        a11y?: Parameters<typeof expectColoursAccessible>[0];
        chromatic?: { modes?: Modes };
      };
    };
  };
  if (!story || task.result?.state === 'fail' || task.result?.errors?.length) return;
  // Ask for the bundled font's weights outright: fonts.ready alone may resolve before they load.
  await Promise.all(
    ['400', '700', '800'].map((weight) => document.fonts.load(`${weight} 1em "Nunito Variable"`)),
  );
  await document.fonts.ready;
  await networkSettled();
  // Pictures served as files (an event's, say) are in the picture only once loaded and decoded.
  // Those below the fold load lazily, as a person scrolls to them; the story's picture holds all.
  for (const image of document.images) image.loading = 'eager';
  await Promise.allSettled([...document.images].map((image) => image.decode()));
  // The story's modes (parameters.chromatic.modes, as Chromatic reads them) are its pictures.
  const pictures = picturesOf(story.id, story.parameters.chromatic?.modes);
  // Every picture is taken even once one differs, so that a run shows each changed picture (in
  // the visual report, scripts/visual-report.ts); the story fails after the last.
  const differing: { baseline: string; error: unknown }[] = [];
  const root = document.documentElement;
  const theme = root.getAttribute('data-theme');
  const inTheme = async (variant: Variant, take: () => Promise<void>) => {
    if (variant !== 'dark') return take();
    root.setAttribute('data-theme', 'dark');
    try {
      await take();
    } finally {
      if (theme === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', theme);
    }
  };
  // The page at `width`, its frame grown to the whole page: parts of a frame outside its viewport
  // are not painted.
  const fitFrame = async (width: number, height: number) => {
    await page.viewport(width, height);
    await page.viewport(width, Math.max(height, document.documentElement.scrollHeight));
    // A frame drawn at the new size before the capture: under load a capture taken at once
    // showed the part the frame had just grown by still blank.
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  };
  // Pixels identical to the baseline pass at once; anything else goes to toMatchScreenshot, which
  // decides (its threshold, retries until stable, diff files, --update).
  const compare = async ({ name, width, height }: ModePicture) => {
    let verdict = await commands.compareWithBaseline(name, bodyBox());
    // Once in a few hundred pictures under load, the part of the page below the first
    // viewport came out blank, through toMatchScreenshot's retries too. So a picture that
    // differs is captured once more, its frame sized afresh, before the difference counts
    // (under a CPU hog, one picture in 250 differed at first and matched so).
    if (verdict === 'differs') {
      await page.viewport(width, height - 1);
      await fitFrame(width, height);
      verdict = await commands.compareWithBaseline(name, bodyBox());
    }
    if (verdict === 'same') return;
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
    } catch (error) {
      differing.push({ baseline: name, error });
      await recordArtifact(task, { type: 'beeglobal:picture', name });
    }
  };
  // Each width is set once for all its themes: a theme changes colours, not the page's size.
  // `inDark` runs in the theme switch of the last dark picture: a switch restyles the whole page.
  const photograph = async (taken: ModePicture[], inDark?: () => Promise<void>) => {
    let size = '';
    const lastDark = taken.findLast(({ variant }) => variant === 'dark');
    for (const picture of taken) {
      const { variant, width, height } = picture;
      if (size !== `${width}x${height}`) {
        size = `${width}x${height}`;
        await fitFrame(width, height);
      }
      await inTheme(variant, async () => {
        await compare(picture);
        if (picture === lastDark) await inDark?.();
      });
    }
  };
  // Every story's dark colours are judged, photographed in the dark or not.
  const judgeDark = () => expectColoursAccessible(story.parameters.a11y, 'dark');
  const inEnglish = pictures.filter(({ variant }) => variant === 'light' || variant === 'dark');
  await photograph(inEnglish, judgeDark);
  if (!inEnglish.some(({ variant }) => variant === 'dark')) await inTheme('dark', judgeDark);

  // Every screen once more in the pseudo-language: plain English left in it (not members' words)
  // never went through the catalogues. Then the pictures in other languages its modes name.
  const inPseudo = pictures.filter(({ variant }) => variant === 'pseudo');
  if (story.tags.includes('screen') || inPseudo.length) {
    await inLanguage(PSEUDO_LOCALE, async () => {
      expect(plainInterfaceTexts(), 'interface text outside the catalogues').toEqual([]);
      await photograph(inPseudo);
    });
  }
  const inArabic = pictures.filter(({ variant }) => variant === 'ar');
  if (inArabic.length) await inLanguage('ar', () => photograph(inArabic));

  if (differing.length === 1) throw differing[0]!.error;
  if (differing.length > 1) {
    const names = differing.map(({ baseline }) => baseline).join(', ');
    throw new Error(`${differing.length} pictures differ from their baselines: ${names}`, {
      cause: differing[0]!.error,
    });
  }
});
