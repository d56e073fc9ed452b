import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { tokenFilesPlugin } from '../vite-plugins/tokenFiles.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: '@storybook/react-vite',
  // Serves mockServiceWorker.js and the app's local images.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The theme's token files, which the Tokens page offers for download.
  viteFinal: (config) => mergeConfig(config, { plugins: [tokenFilesPlugin()] }),
};

export default config;
