/*
 * The landing page as the build pre-renders it (see vite-plugins/prerenderLanding.ts): the
 * inline script that shows it, and what the page does with a press made before the app woke.
 */

// With its extension: the prerenderLanding plugin imports this file too, and Vite loads configs natively.
import { keepThemeScript } from '../../state/theme.ts';

/** Where the inline script keeps the presses made before the app took the page over. */
const EARLY = '__beeglobalEarly';

type EarlyPress = { type: 'click' | 'change'; target: HTMLElement };
type WithEarly = { [EARLY]?: EarlyPress[] };

/** The element holding a language's copy of the landing, as a JSON string (prerenderLanding.ts). */
export const landingCopyId = (language: string) => `landing-${language}`;

/**
 * Runs as text at the end of <body>, after each language's copy (as text, see `landingCopyId`).
 * On a landing path it puts the visitor's language (the <head> script chose it) in #root before
 * the first frame and starts the app after the first paint, so that paint waits on no script.
 * Only that copy becomes DOM: the parser builds none of the others.
 */
export function showPrerendered(
  landingPaths: string[],
  entry: string,
  preloads: string[],
  keepTheme: (choice: string) => void,
) {
  const root = document.getElementById('root')!;
  const language = document.documentElement.lang;
  // landingCopyId's form, spelled out: this function runs as text, on its own.
  const copy = document.getElementById(`landing-${language}`);
  const shown = copy !== null && landingPaths.indexOf(location.pathname) >= 0;
  if (copy && shown) {
    // Parsed as #root's content would be.
    const range = document.createRange();
    range.selectNodeContents(root);
    root.appendChild(range.createContextualFragment(JSON.parse(copy.textContent!) as string));
    root.setAttribute('data-prerendered', language);
    // Until the app wakes, presses on its buttons and choices in its selects are kept for it (links
    // work as they are).
    const early: EarlyPress[] = [];
    (window as WithEarly).__beeglobalEarly = early;
    const keep = (event: Event) => {
      if ((window as WithEarly).__beeglobalEarly !== early) return;
      const target = (event.target as Element).closest(
        event.type === 'click' ? 'button' : 'select',
      );
      if (!(target instanceof HTMLElement) || !root.contains(target)) return;
      early.push({ type: event.type as EarlyPress['type'], target });
      // A theme shows at once, as the <head> script shows a stored one; the app then keeps it.
      if (target instanceof HTMLSelectElement && target.name === 'theme') keepTheme(target.value);
    };
    document.addEventListener('click', keep, true);
    document.addEventListener('change', keep, true);
  }
  document.querySelectorAll('script[id^="landing-"]').forEach((text) => text.remove());

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preloads.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  // Elsewhere the app starts at once and draws from nothing.
  if (!shown) return start();
  // After the first paint, which then shares the network with nothing but the font. A tab opened
  // in the background paints nothing: the timer starts the app there.
  new PerformanceObserver((paints) => {
    if (paints.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}

/** The inline script that shows the pre-rendered landing page (see `showPrerendered`). */
export const showPrerenderedScript = (landingPaths: string[], entry: string, preloads: string[]) =>
  `(${showPrerendered.toString()})(${[landingPaths, entry, preloads].map((value) => JSON.stringify(value)).join(',')},${keepThemeScript()})`;

/**
 * Once the landing page is the app's: the presses made before, in order, as if made now. Their
 * controls are hydrated by then (the landing calls this from an effect).
 */
export function replayEarlyPresses() {
  const early = (window as WithEarly).__beeglobalEarly;
  delete (window as WithEarly).__beeglobalEarly;
  for (const { type, target } of early ?? []) {
    if (type === 'click') target.click();
    else target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
