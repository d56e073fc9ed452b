import { i18n as pageI18n, setupI18n, type I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useContext } from 'react';
import { englishMessages } from './messages';

/*
 * What the components' Lingui macros compile to (`runtimeConfigModule`, set for src/components/ in
 * vite.config.ts): the nearest Lingui provider's `Trans` and `useLingui`; with none, English rather
 * than a throw. The package bundles Lingui: it never mixes with an app's (see BeeGlobalProvider).
 */

/** English, the source language: what a component says with no provider above it. */
const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const englishContext: I18nContext = { i18n: english, _: english.t.bind(english) };

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? englishContext;
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

/** For `t` outside a component; the components pass their `i18n` instead, so this is seldom read. */
export const i18n: I18n = pageI18n;
