import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeValues } from '../src/styles/themeValues';
import { freePort } from './serve';
import { useBrowser } from './browser';
import { journeyBuild } from '../scripts/journeyBuilds.ts';

/*
 * The package as another app meets it: the consumer app of examples/consumer (plain Vite and
 * React: no vanilla-extract, no Lingui, no router) installed with npm from the packed tarball in a
 * folder of its own, type-checked in strict mode, built, and opened in Chromium.
 */

let folder = '';
let server: Server;
let baseURL = '';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('@beeglobal/ui in a plain React app, installed from its tarball', () => {
  // The page's address is known once the app is served (beforeAll).
  const browser = useBrowser('http://127.0.0.1');

  beforeAll(async () => {
    // Installed from the tarball and built: made ahead under npm test (scripts/journeyBuilds.ts).
    ({ folder } = await journeyBuild('consumer'));
    const dist = join(folder, 'dist');
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://consumer').pathname;
      const file = normalize(join(dist, path === '/' ? 'index.html' : path));
      if (!file.startsWith(dist)) return void response.writeHead(403).end();
      try {
        const body = readFileSync(file);
        response.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    const port = await freePort();
    await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
    baseURL = `http://127.0.0.1:${port}`;
    browser.baseURL = baseURL;
  }, 180_000);

  afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('renders the components styled, in light, dark and Arabic right to left, with no console error and no axe violation', async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseURL);

    const light = page.getByRole('region', { name: 'Light' });
    const dark = page.getByRole('region', { name: 'Dark' });
    const arabic = page.getByRole('region', { name: 'Arabic' });
    const background = (locator: ReturnType<typeof page.getByRole>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);

    // Styled by styles.css alone: the primary button is honey, the page token is the theme's.
    await expect(background(light.getByRole('button', { name: 'Say hello' }))).resolves.toBe(
      rgb(themeValues.light.color.accent),
    );
    await expect(background(light)).resolves.toBe(rgb(themeValues.light.color.page));
    await expect(background(dark)).resolves.toBe(rgb(themeValues.dark.color.page));
    await expect(background(dark.getByRole('article'))).resolves.toBe(
      rgb(themeValues.dark.color.surface),
    );

    // The components' own words come in the provider's language, and the layout turns around.
    await light.getByRole('button', { name: 'Join Event' }).waitFor();
    await arabic.getByRole('button', { name: 'انضم إلى الفعالية' }).waitFor();
    expect(await arabic.getByRole('button', { name: 'Join Event' }).count()).toBe(0);
    await expect(arabic.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(
      'rtl',
    );
    await expect(light.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(
      'ltr',
    );

    // The app's Lingui and the package's, one copy of Lingui between them (npm deduped it): the
    // app's <Trans> keeps the app's French, the components inside the provider their German.
    const german = page.getByRole('region', { name: 'German inside a French app' });
    await expect(german.getByText("Bonjour de l'appli").count()).resolves.toBe(1);
    await expect(german.getByRole('button', { name: 'Mitmachen' }).count()).resolves.toBe(1);
    await expect(german.getByRole('button', { name: 'Join Event' }).count()).resolves.toBe(0);

    // Without a provider a component still renders, styled, in English.
    await expect(
      background(page.getByRole('button', { name: 'No provider around me' })),
    ).resolves.toBe(rgb(themeValues.light.color.surface));

    // It works: a press reaches the app.
    await light.getByRole('button', { name: 'Say hello' }).click();
    expect(await light.getByRole('status').textContent()).toBe('Hello from Light');

    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core') });
    const violations = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }
      ).axe.run();
      return violations.map(({ id }) => id);
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('ships the token files, imports only its dependencies, each installed once', () => {
    const installed = resolve(folder, 'node_modules/@beeglobal/ui');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining(['.', './styles.css', './light.tokens.json', './dark.css']),
    );
    expect(manifest.peerDependencies).toMatchObject({ react: '^19', 'react-dom': '^19' });
    const dependencies = Object.keys(manifest.dependencies);
    // Nothing only the app needs, and nothing only types need (the API's shapes are plain types).
    for (const notRun of ['react-router', '@tanstack/react-query', 'pusher-js', 'msw', 'zod'])
      expect(dependencies).not.toContain(notRun);

    // The JavaScript is the package's modules, which import exactly its peers and dependencies:
    // each is the app's install's, none a copy inside the package.
    const dist = join(installed, 'dist');
    const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const code = Object.fromEntries(
      modules.map((file) => [file, readFileSync(join(dist, file), 'utf8')]),
    );
    const outside = new Set(
      Object.values(code).flatMap((text) =>
        [...text.matchAll(/(?:^|\n)(?:import|export)[^'"]*?from\s*['"]([^'"./][^'"]*)['"]/g)].map(
          ([, specifier]) => specifier!.match(/^(?:@[^/]+\/)?[^/]+/)![0],
        ),
      ),
    );
    expect([...outside].sort()).toEqual([...dependencies, 'react'].sort());
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
    expect(modules.filter((file) => file.endsWith('.css.js'))).toEqual([]);

    // `'use client'` where a module needs the browser, and only there.
    const client = (file: string) => code[file]!.startsWith('"use client"');
    expect(client('components/Button/Button.js')).toBe(true);
    expect(client('components/BeeGlobalProvider/BeeGlobalProvider.js')).toBe(true);
    for (const serverModule of [
      'components/index.js',
      'components/Card/Card.js',
      'styles/themeNames.js',
      'i18n/locales.js',
      'messages/ar.js',
    ])
      expect(client(serverModule)).toBe(false);

    const tokens = JSON.parse(
      readFileSync(join(installed, 'dist/tokens/dark.tokens.json'), 'utf8'),
    );
    expect(tokens.color.surface.$value.hex).toBe(themeValues.dark.color.surface);
  });
});
