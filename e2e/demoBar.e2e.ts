import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dashboardTab, paths } from '../src/paths';
import { STEP_TITLES } from '../src/screens/Auth/signupForm';
import { landingAwake, navigateWithinApp, useBrowser } from './browser';
import { textsAndControlsUnder } from './covered';
import { signInThroughTheWorker } from './members';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

type Screen = {
  name: string;
  /** Brings the screen up with its data in. */
  open: (page: Page) => Promise<void>;
  /** Text the page shows once its end has loaded: the feed loads its pages as it scrolls. */
  end?: string;
};

const heading = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { name, exact: true }).first().waitFor();
};

/** Loads the page at `path`: the first screen of a list, and where the app must start afresh. */
const load = (path: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.goto(path);
  await ready(page);
};

/**
 * Goes to `path` within the running app: where the Demo button lies depends on the screen, not
 * on how it was reached, and a load per screen cost each one a page start.
 */
const visit = (path: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
  await navigateWithinApp(page, path);
  await ready(page);
};

const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'landing',
    open: load(paths.home, async (page) => {
      await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor();
      await landingAwake(page);
    }),
  },
  { name: 'sign in', open: visit(paths.auth, heading('Welcome Back')) },
  {
    name: 'signup, first step',
    open: visit(`${paths.auth}?mode=signup`, heading(STEP_TITLES[0].message!)),
  },
];

const MEMBER_SCREENS: Screen[] = [
  {
    // Loaded: the member was signed in through the worker, behind the running app's back.
    name: 'feed',
    open: load(paths.dashboard, async (page) => {
      await page.getByRole('list', { name: 'Posts' }).waitFor();
    }),
    end: "You're all caught up.",
  },
  {
    name: 'discover',
    open: visit(dashboardTab('discover'), async (page) => {
      await page
        .getByRole('link', { name: /View profile/ })
        .first()
        .waitFor();
    }),
  },
  {
    name: "another member's profile",
    open: async (page) => {
      await page
        .getByRole('link', { name: /View profile/ })
        .first()
        .click();
      await heading('Posts & Activity')(page);
    },
  },
  {
    name: 'messages',
    open: visit(paths.messages, async (page) => {
      await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().waitFor();
    }),
  },
  {
    name: 'a conversation',
    open: async (page) => {
      await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
      await page
        .getByRole('log', { name: /^Messages with / })
        .getByRole('listitem')
        .first()
        .waitFor();
    },
  },
  {
    name: 'events',
    open: visit(paths.events, async (page) => {
      await page.getByRole('button', { name: 'Join Event' }).first().waitFor();
    }),
  },
  {
    name: 'an event',
    open: async (page) => {
      await page.getByRole('button', { name: 'Join Event' }).first().click();
      await page.getByRole('article').getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  { name: 'subscription', open: visit(paths.subscription, heading('Payment details')) },
  { name: 'profile', open: visit(paths.profile, heading('Posts & Activity')) },
  { name: 'profile setup', open: visit(paths.profileSetup, heading('Basic Information')) },
  { name: '404', open: visit('/no-such-page', heading('Page Not Found')) },
];

const demoButton = (page: Page) => page.getByRole('button', { name: /^Demo/ });

const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Scrolls to the page's end; with `end`, until that text shows (every page of the feed in).
 * Scrolls jump: the page scrolls smoothly, and a glide can outlast the frame the check waits.
 */
async function scrollToEnd(page: Page, end?: string) {
  for (;;) {
    const height = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (!end || (await page.getByText(end).isVisible())) break;
    await page.waitForFunction(
      ([before, text]) =>
        document.documentElement.scrollHeight > before || document.body.innerText.includes(text),
      [height, end] as const,
    );
  }
  await nextFrame(page);
}

/**
 * Jumps to the page's top until it has stayed there for two looks, frames apart. The app scrolls
 * smoothly, and moving from the feed's end to another screen starts a glide to the top: under load
 * its last steps could land after a jump (the Demo button then 6-15 px above the viewport, seen in
 * fresh-clone runs), where a jump that merely read 0 at once passed them by.
 */
async function scrollToTop(page: Page) {
  let looksAtTop = 0;
  for (let tries = 0; tries < 30 && looksAtTop < 2; tries++) {
    const atTop = await page.evaluate(() => {
      if (window.scrollY === 0) return true;
      window.scrollTo({ top: 0, behavior: 'instant' });
      return false;
    });
    looksAtTop = atTop ? looksAtTop + 1 : 0;
    await nextFrame(page);
  }
}

/**
 * Where `target` is once it stays put for a frame: on a loaded machine a lazy part or the scroll
 * restoration can still move the page after the first frame; the check judges where it settles.
 */
async function settledBox(page: Page, target: Locator) {
  let box = await target.boundingBox();
  for (let frame = 0; frame < 30; frame++) {
    await nextFrame(page);
    const next = await target.boundingBox();
    if (JSON.stringify(next) === JSON.stringify(box)) break;
    box = next;
  }
  return box;
}

/** What the Demo button covers on `screen`, at both widths, scrolled to the top and to the end. */
async function coveredOn(page: Page, screen: Screen): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const scrolled of ['top', 'bottom'] as const) {
      if (scrolled === 'top') await scrollToTop(page);
      else {
        await scrollToEnd(page, screen.end);
      }
      const where = `${screen.name} at ${viewport.width} px, scrolled to the ${scrolled}`;
      const button = demoButton(page);
      const box = await settledBox(page, button);
      // At the top of every screen the button is in view.
      if (scrolled === 'top' && (!box || box.y < 0 || box.y + box.height > viewport.height)) {
        found.push(`${where}: the Demo button is out of view (${JSON.stringify(box)})`);
      }
      for (const covered of await button.evaluate(textsAndControlsUnder)) {
        found.push(`${where}: the Demo button covers ${covered}`);
      }
    }
  }
  return found;
}

async function coveredOnEach(page: Page, screens: Screen[]) {
  const found: string[] = [];
  for (const screen of screens) {
    await screen.open(page);
    await demoButton(page).waitFor();
    found.push(...(await coveredOn(page, screen)));
  }
  return found;
}

describe('the Demo bar (mock modes) covers no text or control', () => {
  const browser = useBrowser(inject('demoURL'));

  it('on any screen, on a phone and on a desktop, at the top and at the end', async () => {
    const { page } = browser;
    await page.setViewportSize(VIEWPORTS[0]!);
    const covered = await coveredOnEach(page, PUBLIC_SCREENS);
    await signInThroughTheWorker(page);
    covered.push(...(await coveredOnEach(page, MEMBER_SCREENS)));
    expect(covered).toEqual([]);
  }, 90_000);

  it('nor with a scenario on, which its button names', async () => {
    const { page } = browser;
    await page.setViewportSize(VIEWPORTS[0]!);
    await signInThroughTheWorker(page);
    await page.goto(paths.dashboard);
    await demoButton(page).click();
    const panel = page.getByRole('region', { name: 'Demo scenarios' });
    await panel.getByRole('combobox', { name: 'Feed and posts' }).selectOption('error');
    await panel.getByRole('combobox', { name: 'Messages' }).selectOption('offline');
    await panel.getByRole('button', { name: 'Close demo scenarios' }).click();
    await demoButton(page)
      .filter({ hasText: 'Messages: Offline · Feed and posts: Error (500)' })
      .waitFor();

    const dashboard: Screen = {
      name: 'feed failing, messages offline',
      open: load(paths.dashboard, heading('The feed could not be loaded')),
    };
    expect(await coveredOnEach(page, [dashboard])).toEqual([]);
  });
});
