import type { SetupWorker } from 'msw/browser';
import { activate } from '../src/i18n/activate';
import { LANGUAGE_NAMES, type Locale } from '../src/i18n/locales';
import { LEGACY_PRODUCT_NAME, PRODUCT_NAME } from '../src/brand';
import { REFERENCE_NOW } from '../src/mocks/referenceNow';
import { watchFrames } from '../src/mocks/pusherServer';
import { sampleEvents } from '../src/screens/Events/sampleEvents';

/*
 * The language pass of the visual tests: a screen story shown again in another language, in the
 * same mount (a language change rerenders in place, as in the app), and the pseudo-language's
 * check that no interface text was left out of the catalogues.
 */

/** Members' own words in this story: every string the mock API answered with, and the args. */
const memberWords = new Set<string>();

function collect(value: unknown) {
  if (typeof value === 'string') {
    // Pictures (data URLs) are not words, and searching them for every text would be slow.
    if (value.startsWith('data:') || value.length > 5000) return;
    const words = value.trim();
    if (words.length > 1) memberWords.add(words);
    // A name's initials stand for it on an avatar ('Ana Torres' is 'AT').
    const initials = words.match(/^(\p{Lu})\S*\s+(\p{Lu})/u);
    if (initials) memberWords.add(initials[1]! + initials[2]!);
  } else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
}

const tracked = new WeakSet<SetupWorker>();

export function trackMemberWords(worker: SetupWorker) {
  if (tracked.has(worker)) return;
  tracked.add(worker);
  // Pushed live (a new match, a message), and typed by the story's person.
  watchFrames(collect);
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
      collect(event.target.value);
  });
  worker.events.on('response:mocked', async ({ response }) => {
    if (!response.headers.get('content-type')?.includes('json')) return;
    collect(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
  });
}

/** A new story: its args and stored user are members' words too (a card's name, a message). */
export function startMemberWords(...story: unknown[]) {
  memberWords.clear();
  // The product's names are names in every language, as is each language's own name; the five
  // cultural events are content the app carries (titles, hosts, places), like members' posts.
  collect([
    story,
    PRODUCT_NAME,
    LEGACY_PRODUCT_NAME,
    Object.values(LANGUAGE_NAMES),
    sampleEvents(REFERENCE_NOW),
  ]);
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Runs `check` with the interface in `locale`, and leaves it there: the next story unmounts this
 * one before its loader activates its own language, so switching back redrew a page about to go
 * (100 ms a screen story, measured in the page).
 */
export async function inLanguage(locale: Locale, check: () => Promise<void>) {
  await activate(locale, ['screens', 'demo']);
  // React commits the rerender in a frame or two.
  await frame();
  await frame();
  await check();
}

/**
 * Storybook's own parts of the page, what is not text, and what was said at a moment (a toast,
 * a live announcement): written in the language of that moment, it is not redrawn in another.
 */
const SKIPPED =
  '.sb-wrapper, #storybook-docs, #storybook-highlights-root, script, style, svg, [data-sonner-toaster], [aria-live]';
/** What Intl writes in English for en-XA (dates, times), which no catalogue holds. */
const CALENDAR_WORDS =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b|\b[AP]M\b/g;

/** The interface texts on the page that are plain English: in the pseudo-language, missed strings. */
export function plainInterfaceTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest(SKIPPED) || !element.checkVisibility()) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder]')) {
    if (element.closest(SKIPPED)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  // What a person typed in this story is their own words too.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    collect(field.value);
  }
  const words = [...memberWords];
  // One string to ask 'is this text part of some member's words?' in a single search.
  const all = words.join('\u0000');
  let longestFirst: string[] | undefined;
  return [
    ...new Set(
      texts
        .map((text) => text.trim())
        .filter((text) => {
          // A message in the pseudo-language is bracketed, and its words accented.
          if (!text || /[[\]]/.test(text)) return false;
          if (all.includes(text)) return false;
          let rest = text;
          // Rare: a text that holds members' words among others (a name in a sentence).
          longestFirst ??= [...words].sort((a, b) => b.length - a.length);
          for (const word of longestFirst) {
            if (rest.includes(word)) rest = rest.split(word).join(' ');
          }
          rest = rest.replace(CALENDAR_WORDS, ' ');
          return /[A-Za-z]{2,}/.test(rest);
        }),
    ),
  ];
}
