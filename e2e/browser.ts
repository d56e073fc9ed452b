import {
  chromium,
  type Browser,
  type BrowserContext,
  type FileChooser,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { findChromium, testChromiumArgs } from '../scripts/chromium.mjs';
import type { StoredUser } from '../src/contract/browserStorage';
import { SESSION_STORAGE_KEY } from '../src/state/session';

/** This worker's app server (journey files run side by side, each worker on data of its own). */
export function ownApp() {
  return inject('apps')[Number(process.env.VITEST_POOL_ID ?? '1') - 1]!;
}

/**
 * One Chromium per journey file and a fresh page (empty storage) per journey; `otherPage()` opens
 * a second browser window with storage of its own, for a second member in the same journey.
 */
export function useBrowser(baseURL: string = ownApp().baseURL) {
  const context = {
    page: undefined as unknown as Page,
    baseURL,
    otherPage: async (): Promise<Page> => {
      const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      others.push(other);
      const page = await other.newPage();
      page.setDefaultTimeout(8_000);
      return page;
    },
  };
  let browser: Browser;
  const others: BrowserContext[] = [];
  beforeAll(async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('Chromium not found: run the journeys through npm test');
    browser = await chromium.launch({ executablePath, args: testChromiumArgs });
  });
  beforeEach(async () => {
    const browserContext = await browser.newContext({
      baseURL: context.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    context.page = await browserContext.newPage();
    context.page.setDefaultTimeout(8_000);
    return async () => {
      await Promise.all(others.splice(0).map((other) => other.close()));
      await browserContext.close();
    };
  });
  afterAll(() => browser?.close());
  return context;
}

/** A document of the app's origin made of nothing: storage is written there, not in the app. */
const STORAGE_PAGE = '/__journey-storage';

/**
 * Signs a member in the way the app remembers one: the stored user in local storage. Storage
 * belongs to an origin, so the page goes to an empty document of the app's first: opening the
 * app itself there, only to leave it, cost a whole page load each time.
 */
export async function storeUser(page: Page, user: StoredUser) {
  // On the context, which also sees the requests of the static demo's service worker.
  const context = page.context();
  await context.route(STORAGE_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
  );
  await page.goto(STORAGE_PAGE);
  await context.unroute(STORAGE_PAGE);
  await page.evaluate(
    ([key, stored]) =>
      localStorage.setItem(key, JSON.stringify({ state: { user: stored }, version: 0 })),
    [SESSION_STORAGE_KEY, user] as const,
  );
}

/** Presses `key` (on the focused element) and returns the file chooser it opens. */
export async function pressForFileChooser(page: Page, key: string): Promise<FileChooser> {
  // Playwright sends `Page.setInterceptFileChooserDialog` once the listener is added, not waiting;
  // a key press (input channel) can overtake it (DevTools channel), and headless Chromium cancels
  // that chooser. A page's DevTools commands run in order: once an evaluate returns, it is on.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.evaluate(() => undefined).then(() => page.keyboard.press(key)),
  ]);
  return chooser;
}

/**
 * Goes to `path` within the running app, as its links do (the router follows the history), not
 * loading the page again; the caller waits for what the screen shows.
 */
export const navigateWithinApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** A browser whose languages are `languages`, most preferred first, from its first script on. */
export const browserSpeaks = (page: Page, languages: string[]) =>
  page.addInitScript((list) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);

/**
 * Waits until the app has taken the landing page over: the page shows it from its HTML before
 * (src/screens/Landing/prerendered.ts). In the static demo the mock worker answers by then.
 */
export const landingAwake = (page: Page) =>
  page.waitForFunction(() => !('__beeglobalEarly' in window));

/** Holds every request to `url` back until the returned function is called, as a slow network would. */
export async function holdBack(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
