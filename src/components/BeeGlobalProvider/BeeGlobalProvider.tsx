import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { direction, isLocale, PSEUDO_LOCALE, type Locale } from '../../i18n/locales';
import { englishMessages, loadMessages } from '../i18n/messages';
import type { ThemeChoice } from '../../styles/themeNames';
import { root } from './BeeGlobalProvider.css';
import { BeeGlobalContext, type LinkComponent } from './context';

export type BeeGlobalProviderProps = {
  /** The components' theme. None: the page's own (`data-theme` on <html>, else light). */
  theme?: ThemeChoice;
  /** The components' language, and with it the direction ('ar' is right to left). English if none. */
  locale?: string;
  /** The app's router link, given `href` and an anchor's props; a plain `<a>` if none. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
};

const warned = new Set<string>();

/** A language the components speak, else English with one warning (never a crash). */
function knownLocale(locale: string | undefined): Locale {
  if (locale === undefined) return 'en';
  // The pseudo-language is for designers and the baselines, not for a production build.
  if (isLocale(locale) && !(locale === PSEUDO_LOCALE && import.meta.env.PROD)) return locale;
  if (!warned.has(locale)) {
    warned.add(locale);
    console.warn(`BeeGlobalProvider: no words in "${locale}"; the components speak English.`);
  }
  return 'en';
}

/**
 * The components' words: those of the Lingui provider above when it speaks the same language
 * (the app's), else the provider's own, loaded for its language (in the package, always: its
 * Lingui is its own). Until a language's words are in, the last language's stay.
 */
function useOwnWords(locale: Locale): I18n | null {
  const surrounding = useContext(LinguiContext);
  const borrowed = surrounding?.i18n.locale === locale;
  const [own] = useState(() =>
    setupI18n(locale === 'en' ? { locale: 'en', messages: { en: englishMessages } } : {}),
  );
  useEffect(() => {
    if (borrowed || own.locale === locale) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => current && own.loadAndActivate({ locale, messages }),
      (error: unknown) => {
        console.error(`BeeGlobalProvider: the words in "${locale}" did not load`, error);
        if (current && !own.locale)
          own.loadAndActivate({ locale: 'en', messages: englishMessages });
      },
    );
    return () => {
      current = false;
    };
  }, [borrowed, locale, own]);
  return borrowed ? null : own;
}

/**
 * What the components need around them: their theme, language and direction on the provider's own
 * element (two providers may differ), the app's link, and a layer inside it where dialogs and menus
 * keep its theme and direction. Without it they render in English, the page's theme, plain links.
 */
export function BeeGlobalProvider({
  theme,
  locale: asked,
  linkComponent = 'a',
  children,
}: BeeGlobalProviderProps) {
  const locale = knownLocale(asked);
  const words = useOwnWords(locale);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const surroundings = useMemo(
    () => ({ linkComponent, portalContainer: layer }),
    [linkComponent, layer],
  );
  const dir = direction(locale);
  const content = (
    <div data-bee-root="" data-theme={theme} dir={dir} lang={locale} className={root}>
      <DirectionProvider dir={dir}>
        <BeeGlobalContext.Provider value={surroundings}>{children}</BeeGlobalContext.Provider>
      </DirectionProvider>
      <div ref={setLayer} data-bee-layer="" />
    </div>
  );
  return words ? <I18nProvider i18n={words}>{content}</I18nProvider> : content;
}
