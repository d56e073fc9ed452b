import { mkdirSync } from 'node:fs';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, type Language } from '../src/i18n/locales';
import { messages as ar } from '../src/locales/ar.po';
import { messages as de } from '../src/locales/de.po';
import { messages as es } from '../src/locales/es.po';
import { messages as fr } from '../src/locales/fr.po';
import { messages as arLanding } from '../src/locales/landing/ar.po';
import { messages as deLanding } from '../src/locales/landing/de.po';
import { messages as esLanding } from '../src/locales/landing/es.po';
import { messages as frLanding } from '../src/locales/landing/fr.po';
import { paths } from '../src/paths';
import { browserSpeaks, holdBack, landingAwake, useBrowser } from './browser';
import { brokenText } from './layout';
import { DEMO } from './members';

/** What the interface says in a language, from that language's catalogues. */
const catalogues = {
  ar: { ...arLanding, ...ar },
  de: { ...deLanding, ...de },
  es: { ...esLanding, ...es },
  fr: { ...frLanding, ...fr },
} as const;
const say = (locale: keyof typeof catalogues, message: MessageDescriptor) =>
  setupI18n({ locale, messages: { [locale]: catalogues[locale] } })._(message);

const START = msg`Start Connecting Today`;

/** Pictures of the walk (the screen, as the check sees it), for a person to look at. */
const SHOTS = '.vitest/journeys';

describe('the interface in members’ languages (production build)', () => {
  const browser = useBrowser();

  it('a Spanish browser opens BeeGlobal in Spanish, with no English frame before it', async () => {
    const { page } = browser;
    await browserSpeaks(page, ['es-MX', 'en-US']);
    // The app's Spanish words arrive late: meanwhile the page shows its pre-rendered Spanish copy,
    // never the English one.
    const words = /\/assets\/es-[\w-]+\.js$/;
    let asked = false;
    page.on('request', (request) => void (asked ||= words.test(request.url())));
    const release = await holdBack(page, words);
    // Not waiting for the load event, which may wait for the words held back.
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => asked).toBe(true);
    await page.getByRole('button', { name: say('es', START) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByText('Start Connecting Today').count()).toBe(0);
    // Once its words are in, the app takes the page over, still in Spanish.
    release();
    await landingAwake(page);
    expect(await page.getByText('Start Connecting Today').count()).toBe(0);
  });

  it('a visitor who picks Français keeps French after a reload', async () => {
    const { page } = browser;
    await browserSpeaks(page, ['en-US']);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Connecting Today' }).waitFor();
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await page.getByRole('button', { name: say('fr', START) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload();
    await page.getByRole('button', { name: say('fr', START) }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'fr',
    );
    // The control names itself in French now, and each language in its own words.
    const control = page.getByLabel(say('fr', msg`Language`));
    expect(await control.inputValue()).toBe('fr');
    expect(await control.locator('option').allTextContents()).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
      'العربية',
    ]);
  });

  it('Arabic lays the page out right to left', async () => {
    const { page } = browser;
    await browserSpeaks(page, ['ar-EG']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const start = page.getByRole('button', { name: say('ar', START) });
    await start.waitFor();
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    // The logo starts the top bar on the right; the hero's text runs from the right edge.
    const logo = (await page.getByRole('banner').getByText('BeeGlobal').boundingBox())!;
    expect(logo.x + logo.width).toBeGreaterThan(390 - 80);
    expect(await brokenText(page)).toEqual([]);
  });

  describe.each<{ locale: 'ar' | 'de'; name: string }>([
    { locale: 'ar', name: 'Arabic' },
    { locale: 'de', name: 'German' },
  ])('in $name on a phone', ({ locale }) => {
    it('a member signs in, reads the feed, chats and answers an event, with no text cut off or overlapping', async () => {
      const { page } = browser;
      await browserSpeaks(page, [locale satisfies Language]);
      await page.setViewportSize({ width: 390, height: 844 });
      mkdirSync(SHOTS, { recursive: true });
      const findings: string[] = [];
      const look = async (where: string) => {
        findings.push(...(await brokenText(page)).map((finding) => `${where}: ${finding}`));
        await page.screenshot({ path: `${SHOTS}/${locale}-${where}.png` });
      };

      await page.goto(paths.auth);
      await page.getByLabel(say(locale, msg`Email`)).fill(DEMO.email);
      await page.getByLabel(say(locale, msg`Password`), { exact: true }).fill(DEMO.password);
      await look('sign-in');
      await page.getByRole('button', { name: say(locale, msg`Sign In`), exact: true }).click();

      await page.getByRole('list', { name: say(locale, msg`Posts`) }).waitFor();
      await look('feed');

      await page.goto(paths.messages);
      const conversations = page.getByRole('list', { name: say(locale, msg`Conversations`) });
      await conversations.getByRole('link').first().click();
      await page.getByRole('log').getByRole('listitem').first().waitFor();
      await look('chat');

      await page.goto(paths.events);
      await page
        .getByRole('button', { name: say(locale, msg`Join Event`) })
        .first()
        .click();
      await page.getByRole('button', { name: say(locale, msg`I'm Going!`) }).click();
      await page.getByText(say(locale, msg`Amazing! You're going! 🎉`)).waitFor();
      await look('event');

      expect(findings).toEqual([]);
    });
  });
});
