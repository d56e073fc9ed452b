/*
 * The interface's languages. Plain data, no imports: lingui.config.ts, vite.config.ts and the
 * inline script of index.html read it too.
 */

/** English is the source: the product's own words, and the language when nothing else matches. */
export const SOURCE_LOCALE = 'en';
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
/**
 * For designers and tests: English accented, longer and bracketed. `en-XA` is the tag browsers
 * use for it, so `Intl` formats dates and numbers as English.
 */
export const PSEUDO_LOCALE = 'en-XA';

export type Language = (typeof LOCALES)[number];
export type Locale = Language | typeof PSEUDO_LOCALE;

/** Each language in its own words, as the Language control lists it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
  'en-XA': '[Ƥšéûðö]',
};

export const LANGUAGE_STORAGE_KEY = 'beeglobal.language';

export const isLocale = (value: unknown): value is Locale =>
  value === PSEUDO_LOCALE || (LOCALES as readonly unknown[]).includes(value);

const RIGHT_TO_LEFT: readonly string[] = ['ar'];
export const direction = (locale: Locale): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr';

/**
 * The language to show: a stored choice the interface speaks, else the first browser language found
 * as the exact tag or the same language ('pt-PT' finds 'pt-BR', 'es-MX' finds 'es'), else English.
 * Self-contained (all comes in as arguments): index.html runs it too, as text, before first paint.
 */
export function pickLocale(
  stored: string | null,
  preferred: readonly string[],
  locales: readonly string[],
  pseudo: string,
): string {
  if (stored && (stored === pseudo || locales.includes(stored))) return stored;
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const tag of preferred) {
    const exact = locales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = locales.find((locale) => base(locale) === base(tag));
    if (sameLanguage) return sameLanguage;
  }
  return locales[0]!;
}

/** The inline script of index.html: `lang` and `dir` on <html> before anything is drawn. */
export const languageBootScript = () =>
  `try{var l=(${pickLocale.toString()})(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),navigator.languages,${JSON.stringify(LOCALES)},${JSON.stringify(PSEUDO_LOCALE)});` +
  `document.documentElement.lang=l;document.documentElement.dir=${JSON.stringify(RIGHT_TO_LEFT)}.indexOf(l)<0?'ltr':'rtl'}catch(e){}`;
