import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The mock API (json-server) listens on 3001; the app always talks to /api.
const mockApi = process.env.MOCK_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
