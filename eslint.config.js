import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
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
    files: ['scripts/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Screens must not reach into the mock backend: data flows screen -> api -> HTTP.
    files: ['src/screens/**', 'src/components/**', 'src/api/**', 'src/state/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/mocks/**'] }] },
  },
);
