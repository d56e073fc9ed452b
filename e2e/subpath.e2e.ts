import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../scripts/serve-dist';
import { openApiDocument } from '../src/contract/openapi';
import { useBrowser } from './browser';
import { DEMO } from './members';
import { DEMO_SUB_PATH as BASE, journeyBuild } from '../scripts/journeyBuilds.ts';
import { suiteRemoves } from '../scripts/testFolder.ts';

/** Every http(s) URL the page asks for, whoever answers it (the host, or the mock worker). */
function requestsOf(page: Page) {
  const urls: string[] = [];
  page.context().on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

describe('the static demo built below a sub-path (BASE_PATH=/beeglobal/ npm run build:demo), on a plain static host', () => {
  let host: Server;
  let base = '';
  /** Every path the host was asked for, and any WebSocket (the mock worker should answer those). */
  const asked: string[] = [];
  const outside = () => asked.filter((url) => !url.startsWith(BASE));
  const removeLater = suiteRemoves();
  beforeAll(async () => {
    // Made ahead under npm test (scripts/journeyBuilds.ts), while its other steps ran.
    const { folder, outDir } = await journeyBuild('demo-subpath');
    removeLater(folder);
    const served = await serveDist(outDir, { base: BASE });
    host = served.server;
    host.on('request', ({ url = '' }) => asked.push(url));
    host.on('upgrade', ({ url = '' }) => asked.push(`WebSocket ${url}`));
    base = `${served.url}${BASE}`;
  }, 120_000);
  afterAll(() => new Promise<void>((done) => (host ? host.close(() => done()) : done())));
  const browser = useBrowser('http://unused.invalid');

  const signIn = async (page: Page) => {
    await page.goto(base);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Sign In' })
      .click();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${base}dashboard`);
  };

  it('answers GET /beeglobal/api/openapi.json with the OpenAPI document, a file of the build', async () => {
    const response = await fetch(`${base}api/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('signs in, reads the feed and opens a chat, asking for nothing outside /beeglobal/', async () => {
    const { page } = browser;
    const requests = requestsOf(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await signIn(page);
    await page
      .getByRole('list', { name: 'Posts' })
      .getByText('I was invited to my first Festa Junina')
      .waitFor();
    // The real-time client's socket is answered by the mock worker only at the API base.
    await expect.poll(() => logged).toContain('[realtime] connected');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /Jun Wang/ })
      .click();
    await page
      .getByRole('log', { name: 'Messages with Jun Wang' })
      .getByText("Then come to the potluck at Luna Bakery on Saturday, I'm bringing a big pot.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BASE}messages`);

    // The page, its assets, the worker and every API call: all below the sub-path.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
    ).toBe(base);
    expect(asked).toContain(`${BASE}mockServiceWorker.js`);
    expect(requests.some((url) => url.includes(`${BASE}assets/`))).toBe(true);
    expect(requests.some((url) => url.includes(`${BASE}api/posts/feed`))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(base))).toEqual([]);
    expect(outside()).toEqual([]);
  });

  it("starts on a deep link, from the host's 404.html", async () => {
    const { page } = browser;
    const requests = requestsOf(page);
    // Signed out, the guard sends the visitor to the sign-in below the sub-path.
    const first = await page.goto(`${base}events`);
    expect(first?.status()).toBe(404);
    await page.waitForURL(`${base}auth`);
    await page.getByLabel('Email').waitFor();

    await signIn(page);
    await page.goto(`${base}events`);
    await page.getByRole('heading', { name: 'Join Amazing Cultural Events' }).waitFor();
    // The events' pictures are files of the build, below the sub-path too.
    const picture = page.getByRole('list', { name: 'Events' }).locator('img').first();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${base}no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(requests.filter((url) => !url.startsWith(base))).toEqual([]);
    expect(outside()).toEqual([]);
  });
});
