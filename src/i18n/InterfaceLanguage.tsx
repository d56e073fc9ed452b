import type { ReactNode } from 'react';
import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { i18n } from '@lingui/core';
import { direction, type Locale } from './locales';

/**
 * The interface's language for everything below: Lingui's messages, and the direction Radix
 * primitives (menus, tabs) lay out and move by arrow keys in. Activate a language first.
 */
export function InterfaceLanguage({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <Direction>{children}</Direction>
    </I18nProvider>
  );
}

function Direction({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DirectionProvider dir={direction(i18n.locale as Locale)}>{children}</DirectionProvider>;
}
