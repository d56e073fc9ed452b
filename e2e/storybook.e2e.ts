import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBuild } from '../scripts/journeyBuilds.ts';
import { suiteRemoves } from '../scripts/testFolder.ts';
import { MOCK_ONLY_TAG } from '../src/contract/openapi';
import { COLOR_PAIRS } from '../src/docs/colorPairs';
import { useBrowser } from './browser';
import { themeValues } from '../src/styles/themeValues';
import { COMPONENT_GROUPS } from '../.storybook/statuses';

const SUB_PATH = '/design/storybook/';

/** What a toolbar change takes to reach the story, on a loaded machine. */
const WAIT = { timeout: 10_000 };

interface Entry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  tags: string[];
}

/** Requests the page makes beyond this machine (a Storybook here must need none). */
function farRequests(page: Page) {
  const far: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && hostname !== '127.0.0.1') far.push(request.url());
  });
  return far;
}
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
  const removeLater = suiteRemoves();
  beforeAll(async () => {
    const { folder, outDir } = await journeyBuild('storybook');
    removeLater(folder);
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
    await open('components-events-eventcard--docs', 'docs');
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
    const remote = farRequests(page);
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

  /** The built Storybook's index: every entry's id, title, type and tags. */
  const entries = async () =>
    Object.values(
      ((await (await fetch(`${base}index.json`)).json()) as { entries: Record<string, Entry> })
        .entries,
    );

  // One manager load for all of it: its first load is the slow part on a loaded machine.
  it('opens BottomBar and a screen story at 390 px in a laptop window; the toolbar offers 1280 px, dark, Arabic and reduced motion', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    const remote = farRequests(page);
    const canvas = page.locator('#storybook-preview-iframe');
    const story = page.frameLocator('#storybook-preview-iframe');
    await page.goto(`${base}?path=/story/components-navigation-bottombar--marks-current-place`);
    await story
      .getByRole('navigation')
      .getByRole('link', { name: 'Discover' })
      .waitFor({ timeout: 40_000 });
    await expect.poll(async () => (await canvas.boundingBox())?.width, WAIT).toBe(390);
    // To a screen in the sidebar, as a designer goes.
    await page.locator('[data-item-id="screens-dashboard"]').click();
    await page.locator('[data-item-id="screens-dashboard--top-bar"]').click();
    await story.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await canvas.boundingBox())?.width, WAIT).toBe(390);
    // The manager is BeeGlobal's: its mark and name in the corner.
    await page.getByText('BeeGlobal', { exact: true }).first().waitFor();
    // The toolbar still switches: the desktop width is one choice away.
    await page.getByRole('button', { name: /^Viewport size/ }).click();
    await page.getByText('Desktop (1280 px)').click();
    await expect.poll(async () => (await canvas.boundingBox())?.width, WAIT).toBe(1280);

    // Dark and Arabic from the toolbar: the story follows, right to left.
    await page.getByRole('button', { name: 'Theme' }).click();
    await expect.poll(() => story.locator('html').getAttribute('data-theme'), WAIT).toBe('dark');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expect.poll(() => story.locator('html').getAttribute('dir'), WAIT).toBe('rtl');
    await story.getByRole('heading', { name: 'لوحة التحكم' }).waitFor();
    expect(await story.locator('html').getAttribute('data-theme')).toBe('dark');

    // Reduced motion: what the device's setting changes, here without it (transitions cut short).
    const moving = story.locator('[data-bee-root] button').filter({ visible: true });
    const durations = () =>
      moving.evaluateAll((buttons) =>
        buttons.map((button) => getComputedStyle(button).transitionDuration),
      );
    // The buttons ease their colours (120 ms each), until reduced motion cuts them short.
    expect((await durations()).some((duration) => duration.startsWith('0.12s'))).toBe(true);
    await page.getByRole('button', { name: /^Reduced motion/ }).click();
    await page.getByRole('option', { name: 'Reduced motion' }).click();
    await expect.poll(() => story.locator('html').getAttribute('data-motion'), WAIT).toBe('reduce');
    expect((await durations()).some((duration) => duration.startsWith('0.12s'))).toBe(false);
    expect(remote).toEqual([]);
  }, 120_000);

  it("names each of Button's props' values, default and purpose in its table", async () => {
    const { page } = browser;
    await open('components-actions-button--docs', 'docs');
    const variant = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /^variant/ });
    await variant.waitFor({ timeout: 20_000 });
    const row = (await variant.textContent())!;
    expect(row).toContain('"primary"');
    expect(row).toContain('"secondary"');
    expect(row).toMatch(/How much the button stands out|stands out/);
    // Its default, in the default column.
    expect(await variant.getByRole('cell').nth(2).textContent()).toBe('"primary"');
    // The docs page's guidance and status.
    await page.getByRole('heading', { name: 'When to use it' }).waitFor();
    await page.getByRole('heading', { name: 'Keyboard and screen readers' }).waitFor();
    await page.getByText('Stable', { exact: true }).first().waitFor();
  });

  it("gives every public component's props values, defaults and descriptions", async () => {
    const { page } = browser;
    // One story of each component the package exports (status stable or new).
    const components = new Map<string, string>();
    for (const entry of await entries())
      if (entry.type === 'story' && entry.tags.some((tag) => tag === 'stable' || tag === 'new'))
        if (!components.has(entry.title)) components.set(entry.title, entry.id);
    expect(components.size).toBeGreaterThan(40);
    await open('introduction--docs', 'docs');
    await page.getByRole('heading', { name: 'BeeGlobal in Storybook' }).waitFor();
    // What each props table draws: the story's arg types, from the docgen the build attached to
    // the component and the args its stories set.
    const problems = await page.evaluate(
      async (ids) => {
        type ArgType = {
          description?: string;
          type?: { name: string; required?: boolean };
          table?: {
            disable?: boolean;
            type?: { summary?: string };
            defaultValue?: { summary?: string };
          };
        };
        const { storyStoreValue } = (
          window as unknown as {
            __STORYBOOK_PREVIEW__: {
              storyStoreValue: {
                loadStory(options: { storyId: string }): Promise<{
                  title: string;
                  argTypes: Record<string, ArgType>;
                }>;
              };
            };
          }
        ).__STORYBOOK_PREVIEW__;
        // Left out, the provider leaves the page's own theme: a default none of its values names.
        const NO_DEFAULT = ['BeeGlobalProvider.theme'];
        const found: string[] = [];
        for (const storyId of ids) {
          const { title, argTypes } = await storyStoreValue.loadStory({ storyId });
          for (const [name, argType] of Object.entries(argTypes)) {
            if (argType.table?.disable) continue;
            const where = `${title.split('/').pop()}.${name}`;
            if (!argType.description?.trim()) found.push(`${where}: no description`);
            if (argType.table?.type?.summary === 'union')
              found.push(`${where}: its values unnamed`);
            const choice = argType.type?.name === 'enum' || argType.type?.name === 'boolean';
            const optional = !argType.type?.required && !NO_DEFAULT.includes(where);
            if (choice && optional && !argType.table?.defaultValue?.summary)
              found.push(`${where}: no default`);
          }
        }
        return found;
      },
      [...components.values()],
    );
    expect(problems).toEqual([]);
  });

  // The whole sidebar from one load of the manager: each load costs 7-10 CPU-seconds (its index,
  // its sidebar, a docs page in the preview), the most of any page these journeys open.
  it('lists the sidebar in the product order, the components by role, each with its status badge', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${base}?path=/docs/components-actions-button--docs`);
    await page.locator('[data-item-id="components-actions-button"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-item-id="screens-landing"]').waitFor();
    const items = await page
      .locator('[data-item-id]')
      .evaluateAll((found) => found.map((item) => item.getAttribute('data-item-id')));
    const order = (wanted: string[]) => wanted.map((id) => items.indexOf(id));
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

    // The components' groups by role, in statuses.ts's order.
    const ids = await page
      .locator('[data-item-id^="components-"][data-nodetype="group"]')
      .evaluateAll((found) => found.map((item) => item.getAttribute('data-item-id')));
    expect(ids).toEqual(COMPONENT_GROUPS.map((group) => `components-${group.toLowerCase()}`));
    // The open group's components, each with its badge beside it.
    const button = page.locator('[data-item-id="components-actions-button"]');
    expect(await button.textContent()).toContain('Stable');
    await page.locator('[data-item-id="components-demo"]').click();
    const demo = page.locator('[data-item-id="components-demo-demopanel"]');
    await demo.waitFor();
    expect(await demo.textContent()).toContain('App only');
    // Every component carries exactly one status.
    const statuses = ['stable', 'new', 'app-only'];
    const components = new Map<string, string[]>();
    for (const entry of await entries())
      if (entry.title.startsWith('Components/'))
        components.set(
          entry.title,
          entry.tags.filter((tag) => statuses.includes(tag)),
        );
    for (const [title, tags] of components) expect(tags, title).toHaveLength(1);
  }, 60_000);
});
