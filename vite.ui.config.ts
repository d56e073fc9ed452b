import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { componentCatalogues } from './vite-plugins/componentCatalogues.ts';
import { linguiMacros } from './vite-plugins/linguiMacros.ts';
import { tokenFilesPlugin } from './vite-plugins/tokenFiles.ts';

import ui from './packages/ui/package.json' with { type: 'json' };

/*
 * The package @beeglobal/ui (`npm run build:ui`): the components' modules as ES modules, one file
 * each and each with its `'use client'` where it has one, so a server renders what needs no
 * browser and an app's bundler takes only what it imports; every component's CSS as one plain
 * stylesheet (styles.css, no vanilla-extract left); the components' catalogue per language; the token
 * files. Lingui, Radix and the rest are the package's dependencies, resolved by the app's install.
 */

const outside = [...Object.keys(ui.dependencies), ...Object.keys(ui.peerDependencies)];
const isOutside = (id: string) => outside.some((name) => id === name || id.startsWith(`${name}/`));
export default defineConfig({
  plugins: [
    react(),
    babel({ presets: linguiMacros() }),
    vanillaExtractPlugin(),
    componentCatalogues(),
    tokenFilesPlugin(),
  ],
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
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isOutside,
      // The entry exports the Toaster, so notify's import() of it finds it in the entry.
      checks: { ineffectiveDynamicImport: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A `*.css.js` file would be compiled again by an app's own vanilla-extract plugin
        // (vanilla-extract#1242): the styles' class names go in `*.styles.js`.
        entryFileNames: ({ name }) => `${name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
