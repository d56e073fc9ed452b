import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeValues } from '../src/styles/themeValues';
import { removeNextConsumer, routeScripts, startNextConsumer } from '../scripts/nextConsumer.ts';
import { journeyBuild } from '../scripts/journeyBuilds.ts';
import { useBrowser } from './browser';

/*
 * The package in a Next.js App Router app: examples/next-consumer (nothing BeeGlobal-specific in
 * its build) installed with npm from the packed tarball in a folder of its own, built by `next
 * build`, served by `next start`. Server pages render the provider and the components, in their
 * language, with no JavaScript at all; the app's client component hydrates and answers.
 */

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const THEME_KEY = 'next-consumer.theme';
/** 'Spots open' (Attendance's words) in each other language, by the route of its page. */
const SPOTS_OPEN: Record<string, { lang: string; words: string }> = {
  '/languages/es': { lang: 'es', words: 'Lugares disponibles' },
  '/languages/pt-BR': { lang: 'pt-BR', words: 'Vagas abertas' },
  '/languages/fr': { lang: 'fr', words: 'Places disponibles' },
  '/languages/de': { lang: 'de', words: 'Plätze frei' },
  '/languages/ar': { lang: 'ar', words: 'أماكن متاحة' },
};

/** The attributes of the provider's element (`[data-bee-root]`) in a page's HTML. */
const providerAttributes = (html: string) => {
  const tag = /<div data-bee-root=""([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
};

describe('@beeglobal/ui in a Next.js App Router app, installed from its tarball', () => {
  const browser = useBrowser('http://127.0.0.1');
  let folder = '';
  let server: Awaited<ReturnType<typeof startNextConsumer>> | undefined;
  const html: Record<string, string> = {};

  beforeAll(async () => {
    const started = Date.now();
    // Made ahead under npm test (scripts/journeyBuilds.ts), while its other steps ran.
    const built = await journeyBuild('next-consumer');
    folder = built.folder;
    server = await startNextConsumer(folder);
    browser.baseURL = server.url;
    for (const route of ['/', '/dark', '/ar', '/system', '/client', ...Object.keys(SPOTS_OPEN)])
      html[route] = await (await fetch(new URL(route, server.url))).text();
    console.log(
      `next consumer: install ${built.seconds.install.toFixed(1)} s, next build ${built.seconds.build.toFixed(1)} s, ready ${((Date.now() - started) / 1000).toFixed(1)} s after this file began (built ahead under npm test, else here)`,
    );
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (folder) removeNextConsumer(folder);
  });

  it("has the components and their words in the server's HTML, before any script", () => {
    // English and light, with the constants a server file imported.
    expect(html['/']).toContain('Say hello');
    expect(html['/']).toContain('Spots open');
    expect(html['/']).toContain('No messages yet');
    expect(html['/']).toContain('Premium');
    expect(html['/']).toMatch(/<output id="themes">light, dark<\/output>/);
    expect(html['/']).toMatch(/<output id="locales">en, es, pt-BR, fr, de, ar<\/output>/);
    expect(providerAttributes(html['/']!)).toMatchObject({
      'data-theme': 'light',
      dir: 'ltr',
      lang: 'en',
    });

    expect(providerAttributes(html['/dark']!)).toMatchObject({ 'data-theme': 'dark' });
    expect(html['/dark']).toContain('Spots open');
    expect(providerAttributes(html['/system']!)).toMatchObject({ 'data-theme': 'system' });

    // Arabic, right to left: the server components' words and the client component's alike.
    expect(providerAttributes(html['/ar']!)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    for (const words of ['أماكن متاحة', 'هل ستحضر؟', 'سأحضر!', 'انضم إلى الفعالية'])
      expect(html['/ar']).toContain(words);
    for (const english of ['Spots open', 'Will you be there?', 'Join Event'])
      expect(html['/ar']).not.toContain(english);

    // Every other language, each a server page of its own, in its words and direction.
    for (const [route, { lang, words }] of Object.entries(SPOTS_OPEN)) {
      expect(providerAttributes(html[route]!)).toMatchObject({
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
      });
      expect(html[route]).toContain(words);
      expect(html[route]).not.toContain('Spots open');
    }

    // The app's client component is rendered on the server too.
    expect(html['/client']).toContain('Will you be there?');
    expect(html['/client']).toContain('Join Event');
  });

  /** Opens `route`, until React has taken it over, noting every console error and warning. */
  async function open(page: Page, route: string) {
    const said: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()))
        said.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
    await page.goto(route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return said;
  }

  async function axeViolations(page: Page) {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core') });
    return page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }
      ).axe.run();
      return violations.map(({ id }) => id);
    });
  }

  const background = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);

  it.each([
    ['/', 'Light', 'light'],
    ['/dark', 'Dark', 'dark'],
    ['/ar', 'Arabic', 'light'],
    ['/languages/fr', 'fr', 'light'],
  ] as const)(
    '%s hydrates styled, with no console error, no hydration warning and no axe violation',
    async (route, name, theme) => {
      const { page } = browser;
      const said = await open(page, route);
      const region = page.getByRole('region', { name, exact: true });
      await expect(background(region)).resolves.toBe(rgb(themeValues[theme].color.page));
      await expect(background(region.getByRole('article'))).resolves.toBe(
        rgb(themeValues[theme].color.surface),
      );
      await expect(background(region.getByRole('button', { name: 'Say hello' }))).resolves.toBe(
        rgb(themeValues[theme].color.accent),
      );
      await expect(region.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(
        route === '/ar' ? 'rtl' : 'ltr',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(said).toEqual([]);
    },
  );

  it("answers the app's handlers once hydrated, in English and in Arabic", async () => {
    const { page } = browser;
    const said = await open(page, '/client');
    const status = page.getByRole('status');
    await page.getByRole('button', { name: 'Count' }).click();
    await expect.poll(() => status.textContent()).toBe('Pressed 1 times; RSVP pending');
    await page.getByRole('button', { name: "I'm Going!" }).click();
    await expect.poll(() => status.textContent()).toBe('Pressed 1 times; RSVP confirmed');
    await page.getByText("You're on the guest list.").waitFor();
    await page.getByRole('button', { name: 'Join Event' }).click();
    await expect
      .poll(() => status.textContent())
      .toBe('Pressed 1 times; RSVP confirmed; opened Diwali Lantern Walk');
    expect(await axeViolations(page)).toEqual([]);

    await open(page, '/ar');
    await page.getByRole('button', { name: 'سأحضر!' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Pressed 0 times; RSVP confirmed');
    expect(said).toEqual([]);
  });

  /** A page in a context of its own (JavaScript off, a colour scheme), closed after `within`. */
  async function inContext<T>(
    options: Parameters<Browser['newContext']>[0],
    within: (page: Page) => Promise<T>,
  ) {
    const context = await browser.page
      .context()
      .browser()!
      .newContext({
        baseURL: server!.url,
        ...options,
      });
    try {
      return await within(await context.newPage());
    } finally {
      await context.close();
    }
  }

  it("paints the system theme from CSS alone, without JavaScript, in the device's scheme", async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const painted = await inContext({ javaScriptEnabled: false, colorScheme }, async (page) => {
        await page.goto('/system');
        const region = page.getByRole('region', { name: 'System' });
        return {
          page: await background(region),
          card: await background(region.getByRole('article')),
        };
      });
      expect(painted).toEqual({
        page: rgb(themeValues[colorScheme].color.page),
        card: rgb(themeValues[colorScheme].color.surface),
      });
    }
  });

  it('puts the stored theme on <html> before the body is parsed (ThemeScript)', async () => {
    const themeAtBody = (stored: string | null) =>
      inContext({}, async (page) => {
        await page.addInitScript(
          ([key, value]) => {
            if (value === null) localStorage.removeItem(key!);
            else localStorage.setItem(key!, value);
            // What <html> says when <body> arrives: nothing below it has painted yet.
            new MutationObserver((_, observer) => {
              if (!document.body) return;
              (window as unknown as { themeAtBody: unknown }).themeAtBody =
                document.documentElement.getAttribute('data-theme');
              observer.disconnect();
            }).observe(document, { childList: true, subtree: true });
          },
          [THEME_KEY, stored] as const,
        );
        await page.goto('/', { waitUntil: 'domcontentloaded' });
        return page.evaluate(() => (window as unknown as { themeAtBody: unknown }).themeAtBody);
      });
    await expect(themeAtBody('dark')).resolves.toBe('dark');
    await expect(themeAtBody('light')).resolves.toBe('light');
    await expect(themeAtBody(null)).resolves.toBe('system');
  });

  it('loads for a bench page exactly the scripts `npm run bench` counts (its HTML lists them all)', async () => {
    const { page } = browser;
    for (const route of ['/bench/button', '/bench/everything']) {
      const loaded = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          loaded.add(new URL(response.url()).pathname);
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const counted = (await routeScripts(server!.url, route)).map(({ source }) => source);
      expect([...loaded].sort()).toEqual([...counted].sort());
      page.removeAllListeners('response');
    }
  });
});
