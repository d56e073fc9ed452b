import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from './src/i18n/locales.ts';

/*
 * The interface's words, three catalogues per language in src/locales/, keyed by the English source
 * text. `npm run i18n:extract` brings new and changed messages into every catalogue; the
 * translation test fails on one a language lacks. No fallback: a language shows its own words.
 */
/** What the landing page may say: itself, the preferences, the error page, the toasts' region. */
const LANDING_MESSAGES = [
  '<rootDir>/src/screens/Landing',
  '<rootDir>/src/state/preferences.ts',
  '<rootDir>/src/app/RouteError.tsx',
  '<rootDir>/src/components/Toaster',
];

/** What only the mock modes say. */
const DEMO_MESSAGES = ['<rootDir>/src/components/DemoPanel', '<rootDir>/src/app/DemoControls.tsx'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  // For designers and tests: accented, 40 % longer and bracketed, so a layout shows where longer
  // words break it, and a string left out of the catalogues shows plain.
  pseudoLocale: {
    locale: PSEUDO_LOCALE,
    prepend: '[',
    append: ']',
    extend: 0.4,
    extendCharacter: '·',
  },
  catalogs: [
    // What the landing page says (and the preferences every page offers): the first paint waits
    // for these words only. The app's other screens load the second catalogue with their code.
    {
      path: '<rootDir>/src/locales/landing/{locale}',
      include: LANDING_MESSAGES,
      exclude: ['**/*.stories.tsx'],
    },
    // The Demo bar and panel exist in the mock modes only: a build for a real backend has none.
    {
      path: '<rootDir>/src/locales/demo/{locale}',
      include: DEMO_MESSAGES,
      exclude: ['**/*.stories.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      // Stories, tests and the mock backend are not the interface; members' words are not either.
      exclude: [
        '**/*.stories.tsx',
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/mocks/**',
        '<rootDir>/src/screens/Landing/**',
        '<rootDir>/src/state/preferences.ts',
        '<rootDir>/src/app/RouteError.tsx',
        '<rootDir>/src/components/Toaster/**',
        '<rootDir>/src/components/DemoPanel/**',
        '<rootDir>/src/app/DemoControls.tsx',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
