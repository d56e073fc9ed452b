import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { COMPONENTS_ENTRY, componentImports } from './vite-plugins/componentImports.ts';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
import { apiPathBelow } from './src/contract/endpoints.ts';
import { paths } from './src/paths.ts';
import { openApiDocument } from './src/contract/openapi.ts';
import { THEME_COLORS, themeBootScript } from './src/state/theme.ts';
import { LOCALES, languageBootScript } from './src/i18n/locales.ts';
import { showPrerenderedScript } from './src/screens/Landing/prerendered.ts';

// The mock API (json-server) listens on 3001; the app talks to /api below its base.
const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:3001';

/**
 * Where the app is served: the root, or a sub-path (`BASE_PATH=/beeglobal/ npm run build:demo`).
 * The router's basename, the assets, the mock worker and the API base all follow it.
 */
const subPath = (process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '');
const appBase = subPath ? `/${subPath}/` : '/';
const apiPath = apiPathBelow(appBase);
/** The paths the landing page is drawn at. */
const landingPaths = [appBase, `${appBase}landing`, `${appBase}landing/`];

/**
 * The first paint needs no stylesheet request: the entry's CSS (a few KB) goes into index.html,
 * and the Latin part of the bundled font is preloaded, so text shows in Nunito sooner. The app
 * draws once its language's words are in: that language's catalogue (picked by the inline
 * script, which set `lang` on <html>) is fetched beside the entry, not after it.
 */
function firstPaint(): Plugin {
  let base = '/';
  return {
    name: 'beeglobal:first-paint',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (tag, href: string) => {
            const asset = bundle[href.slice(base.length)];
            // The disabled <link> is never fetched; it is there for Vite's preload helper, which
            // adds a lazy chunk's stylesheets unless a <link> to each is in the page already: an
            // inlined sheet added again would come last and override the screens' own rules.
            return asset?.type === 'asset'
              ? `<style>${String(asset.source)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`
              : tag;
          },
        );
        // The language's catalogues (the inline script put its tag in `lang`): the landing's
        // words always, the screens' words too on a first visit to another screen.
        const catalogues = (folder: string) =>
          Object.fromEntries(
            Object.values(bundle).flatMap((chunk) => {
              const locale =
                chunk.type === 'chunk' &&
                chunk.facadeModuleId?.match(
                  new RegExp(`/src/locales/${folder}([\\w-]+)\\.po$`),
                )?.[1];
              return locale ? [[locale, `${base}${chunk.fileName}`]] : [];
            }),
          );
        // And there the code every screen beyond the landing imports, and on a member screen the
        // guard's and shell's: else they wait for the app's chunk to run and ask for them (on a
        // phone, about 300 ms).
        const chunkNamed = (name: string) =>
          Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === name);
        const [shared, memberParts] = [chunkNamed('member'), chunkNamed('memberParts')].map(
          (chunk) => chunk && `${base}${chunk.fileName}`,
        );
        const preloadCatalogue = {
          tag: 'script',
          children:
            `try{var l=document.documentElement.lang,h=[${JSON.stringify(catalogues('landing/'))}[l]];` +
            `var p=location.pathname;if(${JSON.stringify(landingPaths)}.indexOf(p)<0){` +
            `h.push(${JSON.stringify(catalogues(''))}[l],${JSON.stringify(shared ?? '')});` +
            `if(p.indexOf(${JSON.stringify(`${base}${paths.auth.slice(1)}`)})<0)h.push(${JSON.stringify(memberParts ?? '')})}` +
            `h.forEach(function(c){if(!c)return;var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=c;document.head.appendChild(k)})}catch(e){}`,
          injectTo: 'head' as const,
        };
        const font = Object.keys(bundle).find((name) =>
          /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return { html: inlined, tags: [preloadCatalogue] };
        return {
          html: inlined,
          tags: [
            preloadCatalogue,
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                href: `${base}${font}`,
                crossorigin: '',
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * The browser chrome's colour in each scheme, and the stored theme and the language's direction
 * on the page before the first paint, so a reload never flashes light or lays out the wrong way.
 */
function themeBeforePaint(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  const themeColors = (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${THEME_COLORS[scheme]}" />`,
    )
    .join('');
  return {
    name: 'beeglobal:theme-before-paint',
    // Right after the charset, ahead of every stylesheet.
    transformIndexHtml(html, { path }) {
      // The app's page only (Storybook's and vitest's pages pass through here too).
      if (path !== '/index.html') return html;
      if (!html.includes(charset)) throw new Error(`index.html lost its ${charset}`);
      return html.replace(
        charset,
        `${charset}${themeColors}<script>${themeBootScript()}${languageBootScript()}</script>`,
      );
    },
  };
}

/**
 * The entry again, before the landing is pre-rendered into it, as the page for every path that is
 * no file: a deep link such as /events has no use for the landing's HTML (six languages of it,
 * 18 KB gzipped where this is 5 KB, which on a phone is one more round trip before the app's
 * script). The app's build writes it as 200.html, the page a host answers such paths with (Surge
 * by itself; nginx `try_files $uri /200.html`); the static demo's as 404.html, which GitHub
 * Pages, Netlify and S3 answer unknown paths with.
 */
function shellPage(): Plugin {
  let outDir = '';
  const name = process.env.VITE_MOCK_MODE === 'msw' ? '404.html' : '200.html';
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
      if (appPage) copyFileSync(join(outDir, 'index.html'), join(outDir, name));
    },
  };
}

/**
 * The landing page as HTML, so its first frame needs no script: once the app is built, a server
 * build of `src/app/prerender.tsx` renders it in every language, and index.html (and
 * landing.html, which static hosts answer for /landing) carry each as a <template>. The inline
 * script after them puts the visitor's language in #root before the first frame (the one
 * in <head> chose it), so nobody sees another language first; main.tsx then hydrates it. The
 * languages share their markup, so the six cost about as much as two once gzipped.
 */
function prerenderLanding(): Plugin {
  let outDir = '';
  let cacheDir = '';
  let configFile: string | undefined;
  let mode = '';
  // Storybook's builds use this config too: only a build of the app's own page is pre-rendered.
  let appPage = false;
  return {
    name: 'beeglobal:prerender-landing',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml(html, { path }) {
      if (path === '/index.html') appPage = true;
      return html;
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = config.cacheDir;
      configFile = config.configFile;
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!appPage) return;
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
          )) as typeof import('./src/app/prerender');
          const templates = [];
          for (const locale of LOCALES)
            templates.push(
              `<template id="landing-${locale}">${await renderLanding(locale, appBase)}</template>`,
            );
          // The app's script leaves <head>: the inline script starts it after the first paint.
          let entry = '';
          const preloads: string[] = [];
          const page = readFileSync(join(outDir, 'index.html'), 'utf8')
            .replace(
              /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
              (_tag, src: string) => {
                entry = src;
                return '';
              },
            )
            .replace(
              /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
              (_tag, href: string) => {
                preloads.push(href);
                return '';
              },
            );
          const root = '<div id="root"></div>';
          if (!entry || !page.includes(root)) throw new Error('index.html lost its entry or #root');
          const landing = page.replace(
            root,
            `${root}${templates.join('')}<script>${showPrerenderedScript(landingPaths, entry, preloads)}</script>`,
          );
          writeFileSync(join(outDir, 'index.html'), landing);
          writeFileSync(join(outDir, 'landing.html'), landing);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * The contract's OpenAPI document in every build: beside the app for teams bringing their own
 * backend, and in the static demo where its API base is (`api/openapi.json`), so that a plain
 * static host answers it too; inside the demo's pages the mock worker answers it first.
 */
function openApiFile(): Plugin {
  return {
    name: 'beeglobal:openapi',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName:
          process.env.VITE_MOCK_MODE === 'msw'
            ? `${apiPath.slice(appBase.length)}/openapi.json`
            : 'openapi.json',
        source: `${JSON.stringify(openApiDocument(), null, 2)}\n`,
      });
    },
  };
}

/**
 * The chunks, so that a first visit waits on few requests. Rolldown's own splitting keeps every
 * module a later screen shares in a small chunk of its own: the landing page loaded 24 files that
 * gzip to 6 KB more than the same code in one, and a member screen two dozen more, in rounds.
 * - 'mocks' (the static demo only): what its mock worker imports, first, even what the landing
 *   page runs too. The entry awaits the worker before it has finished, so the worker's chunk must
 *   not import the entry's (it would wait forever); the app's chunk imports it instead, which
 *   costs nothing, since the demo starts no page before its worker.
 * - 'app': what the entry imports statically (what the landing page runs), beside the entry,
 *   with the Lucide icons it names (Lucide's index imports every icon).
 * - 'Toaster': the toasts, with sonner, which load with the first toast.
 * - 'member': what two or more lazy parts share beyond those (React Query, the API client,
 *   shared components), so the landing page never fetches it.
 * The sets are taken once the module graph is built.
 */
const landingModules = new Set<string>();
const toasterModules = new Set<string>();
const mockModules = new Set<string>();
/**
 * Indexes that re-export many modules, of which an importer takes a few: Lucide's (every icon,
 * beside it in icons/). A closure through one follows only the names its importers take from it.
 * (The components' entry needs none: the app's imports through it are split, componentImports.)
 */
const INDEXES = [
  { ending: '/lucide-react/dist/esm/lucide-react.mjs', specifier: /^lucide-react$/ },
];
const IMPORTS = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
function chunkGroups(): Plugin {
  return {
    name: 'beeglobal:chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** For each index: each name it exports, and the module that name comes from. */
      const indexes = INDEXES.flatMap(({ ending, specifier }) => {
        const id = ids.find((candidate) => candidate.endsWith(ending));
        const info = id ? this.getModuleInfo(id) : null;
        if (!id || !info?.code) return [];
        const modules = new Map<string, string>();
        for (const [, names, file] of info.code.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
          const path = resolve(id, '..', file!);
          const module = info.importedIds.find(
            (imported) =>
              imported.replace(/\.[jt]sx?$|\.mjs$/, '') === path.replace(/\.[jt]sx?$|\.mjs$/, ''),
          );
          if (!module) continue;
          for (const name of names!.split(','))
            modules.set(
              name
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
              module,
            );
        }
        return [{ id, specifier, modules }];
      });
      const indexIds = new Set(indexes.map(({ id }) => id));
      /** The modules behind the names a module's code takes from an index. */
      const namedThrough = (code: string) =>
        [...code.matchAll(IMPORTS)].flatMap(([, names, source]) => {
          const index = indexes.find(({ specifier }) => specifier.test(source!));
          if (!index) return [];
          return names!
            .split(',')
            .map((name) => index.modules.get(name.trim().split(/\s+as\s+/)[0]!))
            .filter((module) => module !== undefined);
        });
      const collect = (into: Set<string>, ending: string) => {
        into.clear();
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          if (indexIds.has(id)) return;
          const info = this.getModuleInfo(id);
          for (const imported of info?.importedIds ?? []) visit(imported);
          if (info?.code && !id.includes('/node_modules/')) namedThrough(info.code).forEach(visit);
        };
        const start = ids.find((id) => id.endsWith(ending));
        if (start) visit(start);
      };
      collect(landingModules, '/src/app/main.tsx');
      collect(toasterModules, '/src/components/Toaster/Toaster.tsx');
      collect(mockModules, '/src/mocks/browser.ts');
    },
  };
}
const landingGroup = { name: 'app', test: (id: string) => landingModules.has(id) };
const toasterGroup = {
  name: 'Toaster',
  test: (id: string) => !landingModules.has(id) && toasterModules.has(id),
};
const mocksGroup = { name: 'mocks', test: (id: string) => mockModules.has(id) };
const memberGroup = {
  name: 'member',
  minShareCount: 2,
  test: (id: string) => !landingModules.has(id) && !toasterModules.has(id) && !mockModules.has(id),
};

export default defineConfig({
  base: appBase,
  plugins: [
    // The screens' imports through the components' entry, to the modules they name.
    componentImports(COMPONENTS_ENTRY),
    react(),
    // Lingui's macros (`Trans`, `t`, `msg`) become catalogue lookups; the catalogues in
    // src/locales/ compile when imported. A build fails on a message a language lacks.
    babel({ presets: linguiMacros() }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production' }),
    vanillaExtractPlugin(),
    themeBeforePaint(),
    firstPaint(),
    shellPage(),
    prerenderLanding(),
    chunkGroups(),
    openApiFile(),
  ],
  server: {
    host: '127.0.0.1',
    // ws: the real-time socket (pusher-js) goes through the same /api proxy.
    proxy: {
      [apiPath]: {
        target: mockApi,
        ws: true,
        rewrite: (path) => path.slice(apiPath.length),
        // The mock API dropped the connection (the Demo panel's 'Offline'): drop the browser's
        // too, so it sees a network failure rather than a proxy's 502.
        configure: (proxy) =>
          proxy.on('error', (_error, _request, response) => {
            if ('socket' in response && response.socket) response.socket.destroy();
          }),
      },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [mocksGroup, landingGroup, toasterGroup, memberGroup] },
      },
    },
  },
  // Pre-bundled up front so the first test run never reloads mid-way.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'react-router',
      'react-router/dom',
      'zustand',
      'zustand/middleware',
      'sonner',
      'lucide-react',
      // What the components' Lingui macros import (src/components/i18n/lingui.tsx): the import is
      // written by the macro, so the dependency scan, which reads the source, does not see it.
      '@lingui/react/server',
      '@radix-ui/react-direction',
      '@radix-ui/react-dialog',
      '@radix-ui/react-alert-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tabs',
      '@radix-ui/react-progress',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      '@storybook/addon-themes',
      'axe-core',
    ],
  },
});
