import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { LOCALES } from '../src/i18n/locales.ts';
import { landingCopyId, showPrerenderedScript } from '../src/screens/Landing/prerendered.ts';
import { appPageBuild } from './appPageBuild.ts';

const ROOT = '<div id="root"></div>';

/**
 * A language's copy of the landing as text in the page, a JSON string in a script element of
 * `landingCopyId(locale)`: the parser builds no DOM from it, so a visitor's page builds only the
 * copy of their language (src/screens/Landing/prerendered.ts). Every `<` is escaped, so no part of
 * the markup (a `</script>`, a comment) can end the element early.
 */
export const landingCopyScript = (locale: string, html: string) =>
  `<script type="application/json" id="${landingCopyId(locale)}">${JSON.stringify(html).replaceAll('<', '\\u003c')}</script>`;

/**
 * The built `page` with the landing in it: the entry's script and module preloads leave <head>,
 * for the script `show` writes to start after the first paint; the `copies` go after #root.
 */
export function withLanding(
  page: string,
  copies: string[],
  show: (entry: string, preloads: string[]) => string,
): string {
  let entry = '';
  const preloads: string[] = [];
  const shell = page
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
      (_tag, src: string) => {
        entry = src;
        return '';
      },
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (!entry || !shell.includes(ROOT)) throw new Error('index.html lost its entry or #root');
  return shell.replace(ROOT, `${ROOT}${copies.join('')}<script>${show(entry, preloads)}</script>`);
}

/**
 * The landing as HTML in every language (a text copy each, in index.html and landing.html), so
 * its first frame needs no script; a server build of src/app/prerender.tsx renders it at
 * `appBase`. The inline script shows the visitor's language on `landingPaths`; main.tsx hydrates.
 */
export function prerenderLanding({
  appBase,
  landingPaths,
}: {
  appBase: string;
  landingPaths: string[];
}): Plugin {
  const { build: page, hooks, resolveOutDir } = appPageBuild();
  let cacheDir = '';
  let configFile: string | undefined;
  let mode = '';
  return {
    name: 'beeglobal:prerender-landing',
    ...hooks,
    configResolved(config) {
      resolveOutDir(config);
      cacheDir = config.cacheDir;
      configFile = config.configFile;
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!page.isAppPage) return;
        // Inside the project, where the server build's imports (React, the router) resolve.
        mkdirSync(cacheDir, { recursive: true });
        const serverDir = mkdtempSync(join(cacheDir, 'prerender-'));
        try {
          await build({
            configFile,
            // The same mode as the app's, or the styles' class names would differ.
            mode,
            logLevel: 'warn',
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: serverDir,
              emptyOutDir: false,
              // Run here once, never shipped: its size is no one's download.
              chunkSizeWarningLimit: Infinity,
              rolldownOptions: { output: { codeSplitting: false } },
            },
          });
          const { renderLanding } = (await import(
            pathToFileURL(join(serverDir, 'prerender.js')).href
          )) as typeof import('../src/app/prerender');
          const copies = [];
          for (const locale of LOCALES)
            copies.push(landingCopyScript(locale, await renderLanding(locale, appBase)));
          const landing = withLanding(
            readFileSync(join(page.outDir, 'index.html'), 'utf8'),
            copies,
            (entry, preloads) => showPrerenderedScript(landingPaths, entry, preloads),
          );
          writeFileSync(join(page.outDir, 'index.html'), landing);
          writeFileSync(join(page.outDir, 'landing.html'), landing);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
