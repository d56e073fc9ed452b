'use client';

import type { Messages } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { direction, isLocale, PSEUDO_LOCALE, type Locale } from '../../i18n/locales';
import { ComponentsLingui, englishContext, inLanguage } from '../i18n/lingui';
import { loadMessages, speaksThroughTheApp } from '../i18n/componentMessages';
import type { ThemeChoice } from '../../styles/themeNames';
import { root } from './BeeGlobalProvider.css';
import {
  BeeGlobalContext,
  createPortalLayer,
  PortalLayerContext,
  type LinkComponent,
} from './context';

export type BeeGlobalProviderProps = {
  /**
   * The components' theme; 'system' follows the device. None: the page's own (`data-theme` on
   * <html>, else light). @default undefined
   */
  theme?: ThemeChoice;
  /** The components' language, and with it the direction ('ar' is right to left). English if none. */
  locale?: string;
  /**
   * The components' messages in `locale`, from `@beeglobal/ui/messages/<locale>`: given, the first
   * render (a server's too) speaks the language; without, they load after it. English needs none.
   */
  messages?: Messages;
  /** The app's router link, given `href` and an anchor's props; a plain `<a>` if none. */
  linkComponent?: LinkComponent;
  /** The part of the app that uses the components. */
  children?: ReactNode;
};

const warned = new Set<string>();
const warnOnce = (text: string) => {
  if (!warned.has(text)) console.warn(text);
  warned.add(text);
};

/** A language the components speak, else English with one warning (never a crash). */
function knownLocale(locale: string | undefined): Locale {
  if (locale === undefined) return 'en';
  // The pseudo-language is for designers and the baselines, not for a production build.
  if (isLocale(locale) && !(locale === PSEUDO_LOCALE && import.meta.env.PROD)) return locale;
  warnOnce(`BeeGlobalProvider: no messages in "${locale}"; the components speak English.`);
  return 'en';
}

/**
 * The components' messages: those of the app's Lingui provider above when it speaks the same language
 * (here, where the app's catalogues hold them; never in the package), else the provider's own:
 * given, or English, at once; else loaded, the last language's staying until the new one is in.
 */
function useOwnMessages(locale: Locale, given: Messages | undefined): I18nContext | null {
  const surrounding = useContext(LinguiContext);
  const borrowed = speaksThroughTheApp && surrounding?.i18n.locale === locale;
  const ready = useMemo(
    () => (locale === 'en' ? englishContext : given && inLanguage(locale, given)),
    [locale, given],
  );
  const [loaded, setLoaded] = useState<I18nContext | null>(null);
  const waiting = !borrowed && !ready && loaded?.i18n.locale !== locale;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setLoaded(inLanguage(locale, messages)),
      (error: unknown) => {
        console.error(`BeeGlobalProvider: the messages in "${locale}" did not load`, error);
        if (current) setLoaded((last) => last ?? englishContext);
      },
    );
    return () => {
      current = false;
    };
  }, [waiting, locale]);
  // A server runs no effect: without its messages, the region would be missing from the HTML.
  if (waiting && typeof document === 'undefined')
    warnOnce(
      `BeeGlobalProvider: on a server, "${locale}" needs messages from '@beeglobal/ui/messages/${locale}'.`,
    );
  if (borrowed) return surrounding;
  return ready || loaded;
}

/**
 * What the components need around them: their theme, language and direction on the provider's own
 * element (two providers may differ), the app's link, and a layer inside it where dialogs and menus
 * keep its theme and direction. Without it they render in English, the page's theme, plain links.
 */
export function BeeGlobalProvider({
  theme,
  locale: asked,
  messages,
  linkComponent = 'a',
  children,
}: BeeGlobalProviderProps) {
  const locale = knownLocale(asked);
  const own = useOwnMessages(locale, messages);
  const [layer] = useState(createPortalLayer);
  const { place: placeLayer } = layer;
  const surroundings = useMemo(() => ({ linkComponent }), [linkComponent]);
  const dir = direction(locale);
  const content = (
    <div data-bee-root="" data-theme={theme} dir={dir} lang={locale} className={root}>
      <DirectionProvider dir={dir}>
        <BeeGlobalContext.Provider value={surroundings}>
          <PortalLayerContext.Provider value={layer}>{children}</PortalLayerContext.Provider>
        </BeeGlobalContext.Provider>
      </DirectionProvider>
      <div ref={placeLayer} data-bee-layer="" />
    </div>
  );
  // Nothing until the messages are in: a region that changes language as it appears reads worse.
  return own && <ComponentsLingui.Provider value={own}>{content}</ComponentsLingui.Provider>;
}
