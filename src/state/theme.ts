import { useSyncExternalStore } from 'react';
// With its extension: vite.config.ts imports this file too, and Vite loads configs natively.
import { palette } from '../styles/tokens.ts';
import { THEME_CHOICES, type ThemeChoice } from '../styles/themeNames.ts';

/*
 * The theme a person chose: System (the default, following the device), Light or Dark. It is the
 * browser's, not the member's, so it lives in local storage and logout keeps it. The styles do
 * the rest: `data-theme` on <html> for a choice, the `prefers-color-scheme` query for System.
 */

export { THEME_CHOICES, type ThemeChoice };
export const THEME_STORAGE_KEY = 'beeglobal.theme';

/** The phone's browser chrome in each theme: the honey bar by day, the night page by night. */
export const THEME_COLORS = { light: palette.honey500, dark: palette.night900 } as const;

/**
 * Puts a choice on the page: the attribute on <html>, and the browser chrome's colour (each
 * `theme-color` meta keeps its own scheme's colour under System). Self-contained, since
 * index.html also runs it, as text, before the first paint (see `themeBootScript`).
 */
export function showTheme(choice: string | null, colors: { light: string; dark: string }) {
  const root = document.documentElement;
  const chosen = choice === 'light' || choice === 'dark' ? choice : null;
  if (chosen) root.setAttribute('data-theme', chosen);
  else root.removeAttribute('data-theme');
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    const scheme = (meta.getAttribute('media') ?? '').includes('dark') ? 'dark' : 'light';
    meta.setAttribute('content', colors[chosen ?? scheme]);
  });
}

/** The inline script of index.html: the stored choice on the page before anything is drawn. */
export const themeBootScript = () =>
  `try{(${showTheme.toString()})(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}),${JSON.stringify(THEME_COLORS)})}catch(e){}`;

const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return (THEME_CHOICES as readonly (string | null)[]).includes(stored)
    ? (stored as ThemeChoice)
    : 'system';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab chose: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    showTheme(readChoice(), THEME_COLORS);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen theme ('system' when none was chosen). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}

/**
 * Stores a choice (System is none) and shows it. Self-contained, `show` passed in, since the
 * pre-rendered landing page's script also runs it, as text, before the app has woken.
 */
export function keepTheme(
  choice: string,
  storageKey: string,
  colors: { light: string; dark: string },
  show: typeof showTheme,
) {
  if (choice === 'system') localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, choice);
  show(choice, colors);
}

/** `keepTheme` as the text of a function of the choice alone. */
export const keepThemeScript = () =>
  `function(c){(${keepTheme.toString()})(c,${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_COLORS)},${showTheme.toString()})}`;

/** Keeps a choice and shows it at once. */
export function chooseTheme(choice: ThemeChoice) {
  keepTheme(choice, THEME_STORAGE_KEY, THEME_COLORS, showTheme);
  listeners.forEach((listener) => listener());
}
