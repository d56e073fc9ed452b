'use client';

import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { createContext, useContext } from 'react';
import { englishMessages, speaksThroughTheApp } from './componentMessages';

/*
 * What the components' Lingui macros compile to (`runtimeConfigModule`, set for src/components/ in
 * vite-plugins/linguiMacros.ts). The components' words come through a context of their own, never
 * Lingui's: in another app, npm may dedupe the package's Lingui with the app's, and then an app's
 * `<Trans>` inside BeeGlobalProvider must keep the app's catalogue, the components theirs.
 */

/** The components' words in a language, as a Lingui context holds them. */
export function inLanguage(locale: string, messages: Messages): I18nContext {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { i18n, _: i18n.t.bind(i18n) };
}

/** English, the source language: what a component says with no provider above it. */
export const englishContext = inLanguage('en', englishMessages);

/** The components' words, set by BeeGlobalProvider. */
export const ComponentsLingui = createContext<I18nContext | null>(null);

export function useLingui(): I18nContext {
  const own = useContext(ComponentsLingui);
  // The app (not the package) holds the components' words in its own catalogues.
  const app = useContext(LinguiContext);
  return own ?? (speaksThroughTheApp ? app : null) ?? englishContext;
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

/** For `t` outside a render, which no component calls: English, never the page's Lingui. */
export const i18n: I18n = englishContext.i18n;
