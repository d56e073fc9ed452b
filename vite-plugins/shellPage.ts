import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { appPageBuild } from './appPageBuild.ts';

/**
 * The entry as it is before the landing is pre-rendered into it, as `fileName`: the page a host
 * answers every path that is no file with, since a deep link has no use for the landing's HTML
 * (18 KB gzipped where this is 5 KB). Surge and nginx look for 200.html; GitHub Pages, 404.html.
 */
export function shellPage(fileName: '200.html' | '404.html'): Plugin {
  const { build, hooks, resolveOutDir } = appPageBuild();
  return {
    name: 'beeglobal:shell-page',
    ...hooks,
    configResolved: resolveOutDir,
    writeBundle: () => {
      if (build.isAppPage)
        copyFileSync(join(build.outDir, 'index.html'), join(build.outDir, fileName));
    },
  };
}
