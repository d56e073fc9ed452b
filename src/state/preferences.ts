import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LOCALES, PSEUDO_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { chooseLanguage, useLanguage } from './language';
import { THEME_CHOICES, chooseTheme, useThemeChoice, type ThemeChoice } from './theme';

/*
 * The browser's two preferences, Theme and Language, as every control that offers them shows
 * them: the landing and sign-in footers (a select each) and the profile menu (a choice each).
 */

const THEME_LABELS = { system: msg`System`, light: msg`Light`, dark: msg`Dark` } as const;

/** The languages on offer, each in its own words; the dev app adds the pseudo-language. */
const LANGUAGE_CHOICES: Locale[] = [
  ...LOCALES,
  ...(import.meta.env.DEV ? ([PSEUDO_LOCALE] as const) : []),
];

export type Preference = {
  name: 'theme' | 'language';
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChoose: (value: string) => void;
};

/** Theme and Language, labelled in the interface's language, with what choosing one does. */
export function usePreferences(): Preference[] {
  const { t } = useLingui();
  const theme = useThemeChoice();
  const language = useLanguage();
  return [
    {
      name: 'theme',
      label: t`Theme`,
      value: theme,
      options: THEME_CHOICES.map((choice) => ({ value: choice, label: t(THEME_LABELS[choice]) })),
      onChoose: (choice) => chooseTheme(choice as ThemeChoice),
    },
    {
      name: 'language',
      label: t`Language`,
      value: language,
      options: LANGUAGE_CHOICES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] })),
      onChoose: (locale) => void (isLocale(locale) && chooseLanguage(locale)),
    },
  ];
}
