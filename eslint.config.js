import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { logicalProperties, rightToLeft } from './eslint-rules/rightToLeft.ts';

// The layers of src/ (data flows screen -> api -> HTTP -> whichever backend answers).
const screens = readdirSync('src/screens', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layers = [
  {
    // The app's shell (entry, route table, guard, member shell) stands on everything else; what
    // it shares downwards (route paths, product names) lives beside it in src/, not in src/app.
    target: [
      './src/screens',
      './src/components',
      './src/api',
      './src/state',
      './src/contract',
      './src/styles',
    ],
    from: './src/app',
    message: 'Only the app imports src/app; share route paths through src/paths.ts.',
  },
  {
    target: './src/components',
    from: ['./src/screens', './src/api', './src/state'],
    message: 'Components take props and callbacks; screens give them data.',
  },
  {
    target: './src/api',
    from: ['./src/screens', './src/components'],
    message: 'The API layer serves the screens; it draws nothing.',
  },
  {
    target: './src/state',
    from: ['./src/screens', './src/components', './src/api'],
    message: 'State is below the API layer: it keeps what the member chose, it calls nothing.',
  },
  {
    target: './src/contract',
    from: [
      './src/screens',
      './src/components',
      './src/api',
      './src/state',
      './src/mocks',
      './src/i18n',
      './src/styles',
    ],
    message: 'The contract is the bottom layer: client and backends import it, never the reverse.',
  },
  ...screens.map((screen) => ({
    target: `./src/screens/${screen}`,
    from: './src/screens',
    except: [`./${screen}`],
    message: 'A screen imports no other screen; share through src/components.',
  })),
];

// The app is the component library's first user: it takes from src/components only the modules
// the public entry (the package's) exports, each by its own path, never a component's inner files
// nor the entry itself (served whole in development, it made a page fetch every component). Its
// stories and tests may reach inside, as a component's own do.
const entry = ts.createSourceFile('index.ts', readFileSync('src/components/index.ts', 'utf8'), 99);
const publicModules = [
  ...new Set(
    entry.statements
      .filter((statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier)
      .map((statement) => statement.moduleSpecifier.text)
      .filter((module) => module.startsWith('./')),
  ),
].map((module) =>
  ['.tsx', '.ts']
    .map((extension) => `${module}${extension}`)
    .find((file) => existsSync(join('src/components', file))),
);
const entryOnly = [
  {
    target: './src/screens',
    from: './src/components',
    except: publicModules,
    message:
      "Import a component from its own module, one src/components/index.ts exports ('../../components/Button/Button').",
  },
  {
    // The shell also loads what it alone shapes: the deferred overlays, the lazy toasts, the Demo panel.
    target: './src/app',
    from: './src/components',
    except: [...publicModules, './DemoPanel', './overlays', './Toaster'],
    message:
      "Import a component from its own module, one src/components/index.ts exports ('../components/Button/Button').",
  },
];

// Mock code stays out of production bundles: only stories (a component's too, for fixtures and
// the reference clock) and their helpers, tests, .storybook/, e2e/, contract-tests/, scripts/
// and the mock-mode bootstrap (by dynamic import) reach src/mocks.
const mocksOnly = [
  {
    target: './src',
    from: './src/mocks',
    message: 'Only stories, tests and the mock-mode bootstrap use the mock backend.',
  },
  {
    target: './src',
    from: './src/screens/*/*Story.ts',
    message: 'A story helper may reach the mock backend: only stories and tests import it.',
  },
];
const mockUsers = [
  'src/mocks/**',
  'src/**/*.stories.tsx',
  // Helpers shared by one screen's story files (subscriptionStory.ts), imported by stories only.
  'src/screens/*/*Story.ts',
  'src/**/*.test.{ts,tsx}',
  'src/app/main.tsx',
];
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'packages/*/dist',
      'packages/*/pack',
      'packages/*/types',
      'examples/*/.next',
      'examples/*/next-env.d.ts',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'scripts/**',
      'e2e/**',
      'contract-tests/**',
      'eslint-rules/**',
      'vite-plugins/**',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths([...layers, ...entryOnly, ...mocksOnly]),
      // Each icon by its own module, so the build's graph names the icons each part draws
      // (vite-plugins/chunkGroups.ts) and the dev server never loads all of Lucide.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from its own module: 'lucide-react/icons/heart'.",
            },
          ],
        },
      ],
    },
  },
  { files: mockUsers, rules: { 'import-x/no-restricted-paths': restrictedPaths(layers) } },
  {
    // Left and right only where a style truly means a physical side, with the reason beside it.
    files: ['src/**/*.css.ts'],
    plugins: { rtl: rightToLeft },
    rules: {
      'no-restricted-syntax': ['error', ...logicalProperties],
      'rtl/no-sided-shorthand': 'error',
    },
  },
  {
    // The bootstrap loads the mocks by dynamic import only (which this rule does not see), so
    // builds for a real backend drop them.
    files: ['src/app/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/**'], message: 'Load mock mode by dynamic import.' }] },
      ],
    },
  },
);
