import type { Server } from 'node:http';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journeyBuild } from '../scripts/journeyBuilds.ts';
import { suiteRemoves } from '../scripts/testFolder.ts';
import { serveDist } from '../scripts/serve-dist';
import { messages as ar } from '../src/locales/landing/ar.po';
import { messages as es } from '../src/locales/landing/es.po';
import { THEME_STORAGE_KEY } from '../src/state/theme';
import { browserSpeaks, holdBack, landingAwake, useBrowser } from './browser';

const TITLE = msg`A world of opportunities to meet, date and celebrate across cultures`;
const START = msg`Start Connecting Today`;
const LANGUAGES = [
  { language: 'en', browser: 'en-GB', width: 1280, messages: {} },
  { language: 'es', browser: 'es-MX', width: 390, messages: es },
  { language: 'ar', browser: 'ar-EG', width: 390, messages: ar },
] as const;
type Language = (typeof LANGUAGES)[number];
const say = ({ language, messages }: Language, message: typeof TITLE) =>
  setupI18n({ locale: language, messages: { [language]: messages } })._(message);

/**
 * Opens the landing page in a browser that speaks `language` and waits until the app has taken
 * it over. Tells what the HTML showed before any of the app's script ran (the <h1> the page's own
 * script put in), whether the app kept those very nodes, and every console error or warning.
 */
async function visit(page: Page, language: Language) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
  await browserSpeaks(page, [language.browser]);
  await page.setViewportSize({ width: language.width, height: 844 });
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('root');
      if (!root?.dataset.prerendered) return;
      Object.assign(window, { prerenderedTitle: root.querySelector('h1') });
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/');
  await landingAwake(page);
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => {
    const before = (window as { prerenderedTitle?: Element }).prerenderedTitle;
    return {
      language: document.getElementById('root')?.dataset.prerendered,
      title: before?.textContent,
      keptByTheApp: before !== undefined && before === document.querySelector('h1'),
    };
  });
  return { ...shown, complaints };
}

/** Opens the landing page with the app's main chunk held back; the answer lets it through. */
async function openWithTheAppHeld(page: Page) {
  const release = await holdBack(page, /\/assets\/app-[\w-]+\.js$/);
  // Not until 'load': on a loaded machine the page may start the app (after its first paint, or
  // its 1 s timer) before the load event, which then waits on the held script.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return release;
}

/** Each language's landing page: shown from the HTML, then taken over by the app without a word. */
function takenOverAsItIs(browser: ReturnType<typeof useBrowser>) {
  it.each(LANGUAGES)(
    'in $language, the HTML shows it and the app takes those very nodes over, with no warning',
    async (language) => {
      expect(await visit(browser.page, language)).toEqual({
        language: language.language,
        title: say(language, TITLE),
        keptByTheApp: true,
        complaints: [],
      });
    },
  );
}

describe('the landing page arrives as HTML (production build)', () => {
  const browser = useBrowser();

  it('index.html and landing.html hold the landing page in every language', async () => {
    for (const path of ['/', '/landing']) {
      const html = await (await fetch(`${browser.baseURL}${path}`)).text();
      for (const language of LANGUAGES) expect(html).toContain(say(language, TITLE));
    }
  });

  takenOverAsItIs(browser);

  it('before any of the app’s script runs, Sign In goes to /auth and See How It Works scrolls', async () => {
    const { page } = browser;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const section = page.getByRole('region', { name: 'How It Works' });
    expect(
      await section.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThan(800);
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expect
      .poll(() => section.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(120);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
  });

  it('a theme chosen before the app woke shows at once, and the app keeps it', async () => {
    const { page } = browser;
    const release = await openWithTheAppHeld(page);
    await page.getByLabel('Theme').selectOption('dark');
    const theme = () =>
      page.evaluate(
        (key) => [document.documentElement.dataset.theme, localStorage.getItem(key)],
        THEME_STORAGE_KEY,
      );
    expect(await theme()).toEqual(['dark', 'dark']);
    expect(await page.evaluate(() => '__beeglobalEarly' in window)).toBe(true);
    release();
    await landingAwake(page);
    expect(await theme()).toEqual(['dark', 'dark']);
    expect(await page.getByLabel('Theme').inputValue()).toBe('dark');
    // The app's own control, live now: back to the system's.
    await page.getByLabel('Theme').selectOption('system');
    expect(await theme()).toEqual([undefined, null]);
  });

  it('a language chosen before the app woke is the page’s once it has', async () => {
    const { page } = browser;
    const release = await openWithTheAppHeld(page);
    await page.getByLabel('Language').selectOption('es');
    expect(await page.evaluate(() => '__beeglobalEarly' in window)).toBe(true);
    release();
    await page.getByRole('button', { name: say(LANGUAGES[1], START) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});

describe('the static demo’s landing page arrives as HTML', () => {
  takenOverAsItIs(useBrowser(inject('demoURL')));
});

/**
 * Production React keeps quiet about most mismatches (an attribute, say): a development build
 * of the static demo (the fuller tree, with the Demo bar) says each one in the console.
 */
describe('in a development build, React finds the HTML matches what it draws', () => {
  const browser = useBrowser('');
  let server: Server | undefined;
  const removeLater = suiteRemoves();
  beforeAll(async () => {
    // Made ahead under npm test (scripts/journeyBuilds.ts), while its other steps ran.
    const { folder, outDir } = await journeyBuild('dev-demo');
    removeLater(folder);
    const served = await serveDist(outDir);
    server = served.server;
    browser.baseURL = served.url;
  }, 120_000);
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it.each(LANGUAGES)('in $language', async (language) => {
    const { page } = browser;
    const seen = await visit(page, language);
    expect(seen.complaints).toEqual([]);
    expect(seen.keptByTheApp).toBe(true);
    expect(await page.getByRole('button', { name: say(language, START) }).isVisible()).toBe(true);
  });
});
