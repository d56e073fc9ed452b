import { i18n, type Messages } from '@lingui/core';
import { direction, type Locale } from './locales';

/** One chunk per language: only the chosen language's words are ever loaded. */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  'pt-BR': () => import('../locales/pt-BR.po'),
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  ar: () => import('../locales/ar.po'),
  'en-XA': () => import('../locales/en-XA.po'),
};

/**
 * Loads a language's words and makes it the interface's: every `Trans` and `t` rerenders in it,
 * and <html> takes its `lang` and `dir` (which the styles' logical properties follow).
 */
export async function activate(locale: Locale) {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = direction(locale);
}

export { i18n };
