import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { THEME_COLORS, THEME_STORAGE_KEY } from '../src/state/theme';
import { palette } from '../src/styles/tokens';
import { ownApp, useBrowser } from './browser';
import { DEMO, signInAs } from './members';
import { freePort, waitForServer } from './serve';

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const PAGE = { light: rgb(palette.grey50), dark: rgb(palette.night900) };

/** What the page shows of the theme: the page's colour, the native controls' scheme, the chrome's colour. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    chrome: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
  }));

const dark = {
  page: PAGE.dark,
  colorScheme: 'dark',
  chrome: [THEME_COLORS.dark, THEME_COLORS.dark],
};
const light = {
  page: PAGE.light,
  colorScheme: 'light',
  chrome: [THEME_COLORS.light, THEME_COLORS.light],
};

/**
 * The first frame: the page reloaded with none of the app's JavaScript, so only index.html's
 * inline script and inlined styles can have drawn it.
 */
async function firstFrame(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  const state = await shown(page);
  await page.unroute('**/*.js');
  return state;
}

describe.each([
  ['a production build', () => ownApp().baseURL],
  ['the static demo (npm run demo)', () => inject('demoURL')],
])('the theme in %s', (_, url) => {
  const browser = useBrowser(url());

  it('follows the system: dark when it is dark, and live when it switches', async () => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor();
    // Under System each chrome colour stays with its own scheme; the media query picks.
    expect(await shown(page)).toEqual({ ...dark, chrome: [THEME_COLORS.light, THEME_COLORS.dark] });
    expect(await firstFrame(page)).toMatchObject({ page: PAGE.dark, colorScheme: 'dark' });
    await page.goto('/');
    await page.getByLabel('Theme').waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await shown(page)).page).toBe(PAGE.light);
    expect(await page.getByLabel('Theme').inputValue()).toBe('system');
  });

  it("keeps a visitor's choice of Dark on a light system, from the first frame of a reload", async () => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect((await shown(page)).page).toBe(PAGE.light);
    await page.getByLabel('Theme').selectOption({ label: 'Dark' });
    // At once before the app wakes (the page's script), in the next frame once it has (React).
    await expect.poll(() => shown(page)).toEqual(dark);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    expect(await firstFrame(page)).toEqual(dark);
    // And back: Light on a dark system wins over the system.
    await page.goto('/auth');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.getByLabel('Theme').inputValue()).toBe('dark');
    await page.getByLabel('Theme').selectOption({ label: 'Light' });
    await expect.poll(() => shown(page)).toEqual(light);
    expect(await firstFrame(page)).toEqual(light);
  });
});

describe('the theme of a member', () => {
  const browser = useBrowser();

  it("is chosen in the profile menu, and logout keeps it (it is the browser's)", async () => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, DEMO);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const theme = page.getByRole('group', { name: 'Theme' });
    expect(await theme.getByRole('menuitemradio', { name: 'System' }).isChecked()).toBe(true);
    await theme.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await shown(page)).toEqual(dark);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor();
    expect(await shown(page)).toEqual(dark);
    expect(await page.getByLabel('Theme').inputValue()).toBe('dark');
  });
});

describe('the theme in npm start (the dev server)', () => {
  const browser = useBrowser('http://127.0.0.1:0');
  let server: ChildProcess;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(
      'node_modules/.bin/vite',
      ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { stdio: 'ignore', env: { ...process.env, VITE_MOCK_MODE: 'json-server' } },
    );
    browser.baseURL = `http://127.0.0.1:${port}`;
    await waitForServer(browser.baseURL, Date.now() + 30_000);
  });
  afterAll(() => void server?.kill('SIGTERM'));

  it('puts the stored choice on the page before the app runs', async () => {
    const { page } = browser;
    // The dev server's styles come with the app's modules; with them held back, only the inline
    // script can set the theme. A cold server's first page still waits for its dependencies to be
    // bundled (Vite's client needs them): 4 s alone here, more beside other journeys.
    await page.route('**/src/**', (route) => route.abort());
    await page.goto(`${browser.baseURL}/`, { timeout: 60_000 });
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.unroute('**/src/**');
    // The first visit to a dev server transforms the app and bundles its dependencies first.
    await page.reload({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor({ timeout: 60_000 });
    expect(await shown(page)).toEqual(dark);
  });
});
