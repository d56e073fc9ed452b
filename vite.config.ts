import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The mock API (json-server) listens on 3001; the app always talks to /api.
const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:3001';

/**
 * The first paint needs no stylesheet request: the entry's CSS (a few KB) goes into index.html,
 * and the Latin part of the bundled font is preloaded, so text shows in Nunito sooner.
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
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
        const font = Object.keys(bundle).find((name) =>
          /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return inlined;
        return {
          html: inlined,
          tags: [
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), firstPaint()],
  server: {
    host: '127.0.0.1',
    // ws: the real-time socket (pusher-js) goes through the same /api proxy.
    proxy: {
      '/api': {
        target: mockApi,
        ws: true,
        rewrite: (path) => path.replace(/^\/api/, ''),
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
  build: { target: 'es2022' },
  // Pre-bundled up front so the first test run never reloads mid-way.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'react-router-dom',
      'zustand',
      'zustand/middleware',
      'sonner',
      'lucide-react',
      '@radix-ui/react-dialog',
      '@radix-ui/react-alert-dialog',
      '@radix-ui/react-tabs',
      '@radix-ui/react-progress',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
    ],
  },
});
