import { useLingui } from '@lingui/react';
import { activate } from '../i18n/activate';
import {
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  PSEUDO_LOCALE,
  pickLocale,
  type Locale,
} from '../i18n/locales';

/*
 * The language a person chose, or on a first visit the best match of the browser's languages.
 * Like the theme it is the browser's, not the member's: local storage, and logout keeps it.
 */

/** The language to start in: the stored choice, else the browser's best match, else English. */
export const initialLocale = (): Locale =>
  pickLocale(
    localStorage.getItem(LANGUAGE_STORAGE_KEY),
    navigator.languages,
    LOCALES,
    PSEUDO_LOCALE,
  ) as Locale;

/** The interface's language now. */
export const useLanguage = () => useLingui().i18n.locale as Locale;

/** Keeps a choice and shows the interface in it once its words are in. */
export async function chooseLanguage(locale: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  await activate(locale);
}
