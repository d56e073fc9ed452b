import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chunkGroups } from './vite-plugins/chunkGroups.ts';
import { firstPaint } from './vite-plugins/firstPaint.ts';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
import { openApiFile } from './vite-plugins/openApiFile.ts';
import { prerenderLanding } from './vite-plugins/prerenderLanding.ts';
import { shellPage } from './vite-plugins/shellPage.ts';
import { themeBeforePaint } from './vite-plugins/themeBeforePaint.ts';
import { apiPathBelow } from './src/contract/endpoints.ts';
import { paths } from './src/paths.ts';

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
/** The static demo (`npm run build:demo`): its mock worker is its API, on any static host. */
const staticDemo = process.env.VITE_MOCK_MODE === 'msw';
/** The chunks a first visit loads: the mocks', the landing's, the toasts', the screens' shared. */
const chunks = chunkGroups();

export default defineConfig({
  base: appBase,
  plugins: [
    react(),
    // Lingui's macros (`Trans`, `t`, `msg`) become catalogue lookups; the catalogues in
    // src/locales/ compile when imported. A build fails on a message a language lacks.
    babel({ presets: linguiMacros() }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production' }),
    vanillaExtractPlugin(),
    themeBeforePaint(),
    firstPaint({ landingPaths, authPath: paths.auth }),
    // Static hosts answer unknown paths with 404.html (GitHub Pages, Netlify, S3) or 200.html.
    shellPage(staticDemo ? '404.html' : '200.html'),
    prerenderLanding({ appBase, landingPaths }),
    chunks.plugin,
    openApiFile({ appBase, apiPath, inApiFolder: staticDemo }),
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
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
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
      // The provider's story of a server's HTML renders it in the browser.
      'react-dom/server',
    ],
  },
});
