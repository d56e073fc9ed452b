import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from './src/i18n/locales.ts';

/*
 * The interface's words, one catalogue per language in src/locales/, keyed by the English source
 * text. `npm run i18n:extract` brings new and changed messages into every catalogue; the
 * translation test fails on one a language lacks. No fallback: a language shows its own words.
 */
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
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      // Stories, tests and the mock backend are not the interface; members' words are not either.
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/mocks/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
