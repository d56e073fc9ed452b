import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The entry as it is before the landing is pre-rendered into it, as `fileName`: the page a host
 * answers every path that is no file with, since a deep link has no use for the landing's HTML
 * (18 KB gzipped where this is 5 KB). Surge and nginx look for 200.html; GitHub Pages, 404.html.
 */
export function shellPage(fileName: '200.html' | '404.html'): Plugin {
  let outDir = '';
  // Storybook's builds use this config too: only a build of the app's own page has one.
  let appPage = false;
  return {
    name: 'beeglobal:shell-page',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml(html, { path }) {
      if (path === '/index.html') appPage = true;
      return html;
    },
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    writeBundle: () => {
      if (appPage) copyFileSync(join(outDir, 'index.html'), join(outDir, fileName));
    },
  };
}
