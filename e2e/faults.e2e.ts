import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteFolder } from '../scripts/testFolder.ts';
import type { Page } from 'playwright-core';
import { paths } from '../src/paths';
import { DEMO_DOMAINS, DEMO_SCENARIOS_PATH, type DemoScenario } from '../src/contract/demo';
import { startApiServer } from '../src/mocks/server/api';
import { serveDist } from '../scripts/serve-dist';
import { navigateWithinApp, useBrowser } from './browser';
import { DEMO, signInAs } from './members';

const FAULTS: { scenario: DemoScenario; loginError: string }[] = [
  { scenario: 'error', loginError: 'Internal server error' },
  { scenario: 'offline', loginError: 'Connection error. Please make sure the backend is running.' },
];

/**
 * The built app with every domain of the API failing, then unreachable: no screen is blank or
 * throws, each says what failed and offers a retry, and nothing the member typed is lost. It has
 * its own API and server: the scenarios are the API's, and other journeys share the common one.
 */
describe.each(FAULTS)('every screen while the API is $scenario', ({ scenario, loginError }) => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let app: { url: string; server: Server };
  const browser = useBrowser('http://not-started.invalid');
  const data = suiteFolder('faults');
  beforeAll(async () => {
    api = await startApiServer({ port: 0, dbFile: join(data, 'db.json') });
    app = await serveDist('dist', { api: new URL(api.url) });
    browser.baseURL = app.url;
  });
  afterAll(async () => {
    app?.server.close();
    await api?.close();
  });

  const setEveryDomain = (to: DemoScenario) =>
    fetch(`${api.url}${DEMO_SCENARIOS_PATH}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(DEMO_DOMAINS.map((domain) => [domain, to]))),
    });

  /** Uncaught errors of the page; failed requests are the browser's own log, not the app's. */
  function watchErrors(page: Page) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text()))
        errors.push(message.text());
    });
    return errors;
  }

  /** The page shows something: a level-1 heading and some text, never a blank screen. */
  async function notBlank(page: Page) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(20);
  }

  it('signed in: each member screen says what failed, offers a retry, and keeps a draft', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await setEveryDomain(scenario);
    const errors = watchErrors(page);

    await page.goto(paths.dashboard);
    await page.getByText('Failed to load feed. Please try again.').waitFor();
    await page.getByRole('heading', { name: 'The feed could not be loaded' }).waitFor();
    // The feed and the Discover People card each offer their own Retry.
    const retries = page.getByRole('button', { name: 'Retry' });
    await expect.poll(() => retries.count()).toBe(2);
    await notBlank(page);

    // A post typed while the API fails stays in its dialog.
    await page.getByRole('button', { name: /Share your cultural experience/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill('Supper club for new neighbours');
    await dialog.getByLabel('Content').fill('Bring a dish from home and the story behind it.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Failed to create post. Please try again.').waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Supper club for new neighbours');
    expect(await dialog.getByLabel('Content').inputValue()).toBe(
      'Bring a dish from home and the story behind it.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // From here on, the member moves within the app, as its links do.
    await navigateWithinApp(page, paths.messages);
    await page
      .getByRole('heading', { name: 'Failed to load conversations. Please try again.' })
      .waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await notBlank(page);

    await navigateWithinApp(page, paths.profile);
    await page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await notBlank(page);

    // The screens that need no API still work.
    await navigateWithinApp(page, paths.events);
    await page.getByRole('heading', { name: 'Join Amazing Cultural Events' }).waitFor();
    await navigateWithinApp(page, paths.subscription);
    await page.getByRole('heading', { name: 'Choose Your Premium Plan' }).waitFor();

    // Back to normal: Retry brings the feed. Each screen is loaded afresh here: within the app, a
    // screen whose query failed keeps showing that failure until its Retry.
    await setEveryDomain('normal');
    await page.goto(paths.messages);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await setEveryDomain(scenario);
    await page.goto(paths.dashboard);
    await page.getByRole('heading', { name: 'The feed could not be loaded' }).waitFor();
    await setEveryDomain('normal');
    // Each Retry recovers its own part (and leaves the page).
    for (let left = 2; left > 0; left -= 1) {
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count()).toBe(left - 1);
    }
    await page.getByRole('list', { name: 'Posts' }).waitFor();
    await page.getByText(/waiting to meet you$/).waitFor();

    expect(errors).toEqual([]);
  });

  it('signed out: the landing page shows, and a failed sign-in keeps the email', async () => {
    const { page } = browser;
    await setEveryDomain(scenario);
    const errors = watchErrors(page);
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor();
    await page.goto(paths.auth);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(loginError).first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.email);
    await notBlank(page);
    await setEveryDomain('normal');
    expect(errors).toEqual([]);
  });
});
