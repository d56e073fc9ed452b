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
    // Chromatic's panel: a team with a project token sees its builds beside the stories.
    '@chromatic-com/storybook',
    // Each component's status (stable, new, app-only) as a badge in the sidebar (manager.ts).
    'storybook-addon-tag-badges',
    'msw-storybook-addon',
  ],
  framework: '@storybook/react-vite',
  // Props tables from the TypeScript types: each union's values named, not 'union', with the
  // JSDoc description and the default. Under test nothing reads the tables, so the slower
  // TypeScript program is skipped there.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // Only the components have props tables (screens and stories have none): half the work.
      include: ['src/components/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The package's own props, not every attribute of the element underneath.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // Serves mockServiceWorker.js, the app's local images and the mark in the manager's corner.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Under test no one sees the a11y panel's highlights, and keeping them placed scanned every
  // element's style at each change of a story's page: 3 % of the story tests' script time.
  features: { highlight: !process.env.VITEST },
  // The theme's token files, which the Tokens page offers for download.
  viteFinal: (config) => mergeConfig(config, { plugins: [tokenFilesPlugin()] }),
};

export default config;
