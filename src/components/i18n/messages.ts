import type { Messages } from '@lingui/core';
import { messagesOf } from '../../i18n/activate';
import type { Locale } from '../../i18n/locales';

/*
 * The components' words by language, for a BeeGlobalProvider whose language is not the page's.
 * Here (the app, Storybook) they come from the app's catalogues; the package's build puts its own
 * compiled catalogues in this module's place (vite-plugins/componentWords.ts).
 */

/** English without a provider: the macros keep the English words in development and tests. */
export const englishMessages: Messages = {};

export const loadMessages = (locale: Locale): Promise<Messages> =>
  messagesOf(locale, ['landing', 'screens']);
