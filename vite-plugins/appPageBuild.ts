import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * For plugins that rework the app's built page: whether this client build is the app's own
 * (Storybook's builds use the same config), and where it writes. Spread `hooks` into the plugin.
 */
export function appPageBuild() {
  const build = { isAppPage: false, outDir: '' };
  const hooks = {
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml(html, { path }) {
      if (path === '/index.html') build.isAppPage = true;
      return html;
    },
  } satisfies Pick<Plugin, 'apply' | 'transformIndexHtml'>;
  const resolveOutDir = (config: ResolvedConfig) =>
    void (build.outDir = resolve(config.root, config.build.outDir));
  return { build, hooks, resolveOutDir };
}
