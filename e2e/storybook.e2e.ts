import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ONLY_TAG } from '../src/contract/openapi';
import { COLOR_PAIRS } from '../src/docs/tokens';
import { useBrowser } from './browser';
import { themeValues } from '../src/styles/themeValues';

const SUB_PATH = '/design/storybook/';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A plain static server with the Storybook build below a sub-path, as a team's site might host it. */
function serveBelowSubPath(root: string) {
  return createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://storybook');
    if (!pathname.startsWith(SUB_PATH)) return response.writeHead(404).end();
    const file = normalize(decodeURIComponent(pathname.slice(SUB_PATH.length)) || 'index.html');
    try {
      const body = readFileSync(join(root, file.endsWith('/') ? `${file}index.html` : file));
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}

describe('the static Storybook (npm run build-storybook), served below a sub-path', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'beeglobal-storybook-')), 'static');
    const build = spawnSync(
      'node_modules/.bin/storybook',
      ['build', '--quiet', '--output-dir', outDir, '--disable-telemetry'],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (build.status !== 0) throw new Error(`storybook build exited ${build.status}`);
    server = serveBelowSubPath(outDir).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    base = `http://127.0.0.1:${port}${SUB_PATH}`;
  }, 180_000);
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));
  const browser = useBrowser('http://unused.invalid');

  const open = (id: string, viewMode: 'docs' | 'story') =>
    browser.page.goto(`${base}iframe.html?id=${id}&viewMode=${viewMode}`);

  it('shows the Introduction and the Tokens pages', async () => {
    const { page } = browser;
    await open('introduction--docs', 'docs');
    await page.getByRole('heading', { name: 'BeeGlobal in Storybook' }).waitFor();
    await page.getByRole('heading', { name: 'How visual baselines are reviewed' }).waitFor();
    await open('tokens--docs', 'docs');
    await page.getByRole('heading', { name: 'Colours on their backgrounds' }).waitFor();
    // Drawn from the theme: the accent's value, and each pair's contrast, judged.
    await page.getByText('#f2a900').first().waitFor();
    const [colours, pairs] = await page.getByRole('table').all();
    // Backgrounds are swatches with what they are for, no verdict of their own.
    const pageRow = colours!.getByRole('row').filter({ hasText: 'vars.color.page' });
    expect(await pageRow.textContent()).toMatch(/background$/);
    expect(await colours!.getByText(/Passes|Fails/).count()).toBe(0);
    // Every pair, in the light theme and the dark one.
    expect(await pairs!.getByText(/^\d+\.\d\d:1 Passes$/).count()).toBe(COLOR_PAIRS.length * 2);
    expect(await pairs!.getByText(/Fails/).count()).toBe(0);
    // The token files, made from the same theme data, offered beside the tables.
    const href = await page.getByRole('link', { name: 'dark.tokens.json' }).getAttribute('href');
    const tokens = await fetch(new URL(href!, page.url())).then((answer) => answer.json());
    expect(tokens.color.surface.$value.hex).toBe(themeValues.dark.color.surface);
    const css = await page.getByRole('link', { name: 'light.css' }).getAttribute('href');
    expect(await fetch(new URL(css!, page.url())).then((answer) => answer.text())).toContain(
      `--bee-color-accent: ${themeValues.light.color.accent};`,
    );
  });

  it("shows a component's docs: its props table and its stories", async () => {
    const { page } = browser;
    await open('components-eventcard--docs', 'docs');
    await page.getByRole('heading', { name: 'EventCard', level: 1 }).waitFor();
    // The line another app imports it by.
    await page.locator('pre', { hasText: "import { EventCard } from '@beeglobal/ui';" }).waitFor();
    // The props table, from the component's types.
    await page.getByRole('table').getByText('onOpen').first().waitFor();
    // Every story of it, each under its name.
    await page.getByRole('heading', { name: 'Stories' }).waitFor();
    await page.locator('h3', { hasText: /^Going$/ }).waitFor({ state: 'attached' });
  });

  it('renders the API page: the OpenAPI document, drawn by Scalar, with nothing fetched from afar', async () => {
    const { page } = browser;
    const remote: string[] = [];
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && hostname !== '127.0.0.1') remote.push(request.url());
    });
    await open('api--docs', 'docs');
    await page.getByRole('heading', { name: 'The API', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'BeeGlobal API' }).waitFor({ timeout: 20_000 });
    // Each call under its summary (Scalar draws the later groups as they scroll into view); the
    // mock-only ones under their own tag.
    await page.getByText('Create an account (the 8-step signup)').first().waitFor();
    await page.getByText('Sign in with email and password').first().waitFor();
    await page.getByText(MOCK_ONLY_TAG).first().waitFor();
    expect(remote).toEqual([]);
  });

  it('renders a screen story with its data from MSW below the sub-path', async () => {
    const { page } = browser;
    await open('screens-events-detail--confirmed', 'story');
    await page.getByRole('heading', { name: 'Samba & Feijoada Night' }).waitFor();
    await open('screens-profile--own', 'story');
    // The profile comes from the mock backend through the service worker.
    await page.getByRole('heading', { name: 'Sam Rivera' }).waitFor();
    await page.getByText('3 posts').waitFor();
  });

  it('lists the sidebar in the product order', async () => {
    const { page } = browser;
    await page.goto(base);
    // The manager's first load (its index, then the Introduction in the preview) takes 7 s alone
    // on this machine, and more while other journeys run beside it.
    await page.locator('[data-item-id="screens-landing"]').waitFor({ timeout: 20_000 });
    const ids = await page
      .locator('[data-item-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id')));
    const order = (wanted: string[]) => wanted.map((id) => ids.indexOf(id));
    const top = order(['introduction--docs', 'tokens--docs', 'api--docs', 'components', 'screens']);
    expect(top.every((index) => index >= 0)).toBe(true);
    expect(top).toEqual([...top].sort((a, b) => a - b));
    const screens = order([
      'screens-landing',
      'screens-auth',
      'screens-profile-setup',
      'screens-dashboard',
      'screens-messages',
      'screens-events',
      'screens-subscription',
      'screens-profile',
      'screens-404',
    ]);
    expect(screens.every((index) => index >= 0)).toBe(true);
    expect(screens).toEqual([...screens].sort((a, b) => a - b));
  });
});
