import type { Messages } from '@lingui/core';
import { messagesOf } from '../../i18n/activate';
import type { Locale } from '../../i18n/locales';

/*
 * The components' messages by language. Here (the app, Storybook) they are in the app's catalogues;
 * the package's build puts its own compiled catalogues in this module's place
 * (vite-plugins/componentCatalogues.ts), where `speaksThroughTheApp` is false.
 */

/** English without a provider: the macros keep the English messages in development and tests. */
export const englishMessages: Messages = {};

/** Whether a component with no BeeGlobalProvider above speaks through the app's Lingui provider. */
export const speaksThroughTheApp = true;

export const loadMessages = (locale: Locale): Promise<Messages> =>
  messagesOf(locale, ['landing', 'screens']);
