import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { componentWords } from './vite-plugins/componentWords.ts';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
import { tokenFilesPlugin } from './vite-plugins/tokenFiles.ts';

/*
 * The package @beeglobal/ui (`npm run build:ui`): the components' public entry as one ES module
 * with React as the only outside import; every component's CSS as one plain stylesheet
 * (styles.css, no vanilla-extract left); the components' words per language; the token files.
 * Lingui, Radix and the rest are bundled in, so the package's Lingui is its own.
 */
export default defineConfig({
  plugins: [
    react(),
    babel({ presets: linguiMacros() }),
    vanillaExtractPlugin(),
    componentWords(),
    tokenFilesPlugin(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'vite-plugins/shims/useSyncExternalStore.ts'),
      },
    ],
  },
  // The app's public files (the mock worker, the favicon) are not the package's.
  publicDir: false,
  build: {
    outDir: 'packages/ui/dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: 'src/components/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: [/^react(?:-dom)?(?:\/|$)/],
      // The entry exports the Toaster, so notify's import() of it finds it in the entry.
      checks: { ineffectiveDynamicImport: false },
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
