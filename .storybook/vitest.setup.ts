import { afterEach, beforeAll, expect, recordArtifact } from 'vitest';
import { commands, page } from 'vitest/browser';
import { expectColoursAccessible } from './axe';
import { networkSettled } from './network';
import { inLanguage, plainInterfaceTexts } from './languages';
import { pictureName, type Variant } from './pictures';
import { PSEUDO_LOCALE } from '../src/i18n/locales';
import './viewport';
import type { Box } from '../scripts/screenshot-match';

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotMatchesBaseline: (name: string, box: Box) => Promise<boolean>;
  }
}

/** Widths of the visual baselines: components at one, screens at mobile and desktop. */
const COMPONENT_VIEWPORT = { width: 640, height: 480 };
const SCREEN_WIDTHS = [390, 1280];
/** Components that exist only on phones (tag `phone`), such as the bottom bar. */
const PHONE_WIDTH = 390;
const SCREEN_HEIGHT = 900;

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

beforeAll(() => {
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
      parameters: { a11y?: Parameters<typeof expectColoursAccessible>[0] };
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
  await Promise.allSettled([...document.images].map((image) => image.decode()));
  const screen = story.tags.includes('screen');
  const widths = screen
    ? SCREEN_WIDTHS
    : story.tags.includes('phone')
      ? [PHONE_WIDTH]
      : [COMPONENT_VIEWPORT.width];
  const minHeight = screen ? SCREEN_HEIGHT : COMPONENT_VIEWPORT.height;
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
  // Each width is set once for all its variants: a theme changes colours, not the page's size.
  const photograph = async (variants: Variant[], onlyWidths = widths) => {
    for (const width of onlyWidths) {
      await page.viewport(width, minHeight);
      // Then grow the frame to the whole page: parts of a frame outside its viewport are not painted.
      await page.viewport(width, Math.max(minHeight, document.documentElement.scrollHeight));
      for (const variant of variants) {
        const baseline = pictureName(story.id, width, variant);
        // Pixels identical to the baseline pass at once; anything else goes to toMatchScreenshot,
        // which decides (its threshold, retries until stable, diff files, --update).
        await inTheme(variant, async () => {
          if (await commands.screenshotMatchesBaseline(baseline, bodyBox())) return;
          try {
            await expect.element(page.elementLocator(document.body)).toMatchScreenshot(baseline);
          } catch (error) {
            differing.push({ baseline, error });
            await recordArtifact(task, { type: 'beeglobal:picture', name: baseline });
          }
        });
      }
    }
  };
  // Dark twins: every component story, and screens tagged 'dark' (main, empty and error states).
  await photograph(!screen || story.tags.includes('dark') ? ['light', 'dark'] : ['light']);
  await inTheme('dark', () => expectColoursAccessible(story.parameters.a11y, 'dark'));

  // Every screen once more in the pseudo-language: plain English left in it (not members' words)
  // never went through the catalogues. Main states (tag 'languages') are photographed in it at the
  // phone width, where longer words break a layout first, and in Arabic (right to left) at both.
  if (screen) {
    const languages = story.tags.includes('languages');
    await inLanguage(PSEUDO_LOCALE, async () => {
      expect(plainInterfaceTexts(), 'interface text outside the catalogues').toEqual([]);
      if (languages) await photograph(['pseudo'], [PHONE_WIDTH]);
    });
    if (languages) await inLanguage('ar', () => photograph(['ar']));
  }

  if (differing.length === 1) throw differing[0]!.error;
  if (differing.length > 1) {
    const names = differing.map(({ baseline }) => baseline).join(', ');
    throw new Error(`${differing.length} pictures differ from their baselines: ${names}`, {
      cause: differing[0]!.error,
    });
  }
});
