import { i18n, type Messages } from '@lingui/core';
import { direction, type Locale } from './locales';

type Catalogue = () => Promise<{ messages: Messages }>;

/*
 * Three catalogues per language, each a chunk of its own, and only the chosen language's are
 * ever loaded: the landing page's catalogue (the first paint waits for these only), the app's other
 * screens' catalogue (a screen's code waits for them), and the Demo panel's (mock modes only).
 */
type Catalogues = Record<string, Catalogue>;

const catalogues = {
  landing: import.meta.glob('../locales/landing/*.po') as Catalogues,
  screens: import.meta.glob('../locales/*.po') as Catalogues,
  // Only where the Demo panel exists (mock modes, and development): a build for a real backend
  // holds none of its messages.
  demo: (import.meta.env.VITE_MOCK_MODE || import.meta.env.DEV
    ? import.meta.glob('../locales/demo/*.po')
    : {}) as Catalogues,
};

const folder = { landing: 'landing/', screens: '', demo: 'demo/' } as const;

export type CataloguePart = keyof typeof catalogues;

/** A part's catalogue in a language; none where the part does not exist (the Demo panel's in a real build). */
const catalogueOf = (part: CataloguePart, locale: Locale) =>
  catalogues[part][`../locales/${folder[part]}${locale}.po`]?.() ??
  Promise.resolve({ messages: {} as Messages });

/**
 * The messages the landing page draws with: its own, and in the mock modes the Demo bar's (and the
 * screens' it borrows), since the bar is drawn above it. The pre-rendered page has these too.
 */
export const LANDING_PARTS: CataloguePart[] = import.meta.env.VITE_MOCK_MODE
  ? ['landing', 'screens', 'demo']
  : ['landing'];

/** Some parts' catalogues in a language, as one set of messages (the pre-renderer's too). */
export async function messagesOf(locale: Locale, parts: CataloguePart[]): Promise<Messages> {
  const catalogues = await Promise.all(parts.map((part) => catalogueOf(part, locale)));
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)) as Messages;
}

/** The parts asked for so far: a language change brings all of them. */
const wanted = new Set<CataloguePart>(['landing']);
/** `part locale` for each part whose catalogue is in. */
const loaded = new Set<string>();

/**
 * Loads a language's catalogues and makes it the interface's: every `Trans` and `t` rerenders in it,
 * and <html> takes its `lang` and `dir` (which the styles' logical properties follow). `parts`
 * adds catalogues to the landing page's (a first visit to another screen wants 'screens').
 */
export async function activate(locale: Locale, parts: CataloguePart[] = []) {
  parts.forEach((part) => wanted.add(part));
  const want = [...wanted];
  i18n.loadAndActivate({ locale, messages: await messagesOf(locale, want) });
  want.forEach((part) => loaded.add(`${part} ${locale}`));
  document.documentElement.lang = locale;
  document.documentElement.dir = direction(locale);
}

/** One more part's catalogue in the interface's language, before what needs them draws. */
export async function loadCatalogue(part: CataloguePart) {
  wanted.add(part);
  const locale = i18n.locale as Locale;
  if (loaded.has(`${part} ${locale}`)) return;
  const { messages } = await catalogueOf(part, locale);
  // A language chosen meanwhile has brought its own (the part was already wanted).
  if (i18n.locale !== locale) return;
  i18n.load(locale, messages);
  loaded.add(`${part} ${locale}`);
}

export { i18n };
