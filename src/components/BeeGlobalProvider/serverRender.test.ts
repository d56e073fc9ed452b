import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Language } from '../../i18n/locales';
import { loadMessages } from '../i18n/componentMessages';
import { RsvpActions } from '../RsvpActions/RsvpActions';
import { BeeGlobalProvider } from './BeeGlobalProvider';

/*
 * A server renders once and runs no effect: the provider's first render must already speak its
 * language, given its words, so the server's HTML holds them.
 */

const QUESTION: Record<Language, string> = {
  en: 'Will you be there?',
  es: '¿Vas a ir?',
  'pt-BR': 'Você vai?',
  fr: 'Serez-vous de la partie\u202f?',
  de: 'Bist du dabei?',
  ar: 'هل ستحضر؟',
};

const rsvp = createElement(RsvpActions, {
  status: 'pending',
  full: false,
  onRespond: () => {},
  calendar: { href: 'data:text/calendar;charset=utf-8,', fileName: 'event.ics' },
});

describe("BeeGlobalProvider in a server's HTML", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(LOCALES)(
    'renders the components in %s, with its direction, on the first render',
    async (locale) => {
      const messages = locale === 'en' ? undefined : await loadMessages(locale);
      const html = renderToString(createElement(BeeGlobalProvider, { locale, messages }, rsvp));
      expect(html).toContain(QUESTION[locale]);
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    },
  );

  it('says what is missing when a language comes without its words', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(createElement(BeeGlobalProvider, { locale: 'fr' }, rsvp));
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledWith(
      `BeeGlobalProvider: on a server, "fr" needs messages from '@beeglobal/ui/messages/fr'.`,
    );
  });
});
