import type { ThemeChoice } from '../../styles/themeNames';

/*
 * For a server-rendered page that keeps a member's theme: the stored choice on <html> before the
 * first paint, so the page never flashes light first. `theme="system"` on the provider needs no
 * script (the device's theme is CSS alone). The app's own page has its boot script
 * (src/state/theme.ts), which also colours the browser's bar.
 */

/** Puts a stored choice on <html>: 'light' or 'dark', else the device's. Runs as text. */
function showStoredTheme(stored: string | null) {
  const choice: ThemeChoice = stored === 'light' || stored === 'dark' ? stored : 'system';
  document.documentElement.setAttribute('data-theme', choice);
}

/** A string as a script's literal that no `</script>` in it can end. */
const inScript = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/** The script's text, for a `<script>` an app writes itself. */
export const themeScript = (storageKey: string) =>
  `try{(${showStoredTheme.toString()})(localStorage.getItem(${inScript(storageKey)}))}catch(e){}`;

export type ThemeScriptProps = {
  /** The local-storage key where the app keeps the choice: 'light', 'dark' or 'system'. */
  storageKey: string;
  /** The page's Content-Security-Policy nonce, if it has one. */
  nonce?: string;
};

/**
 * In `<head>`: the member's stored theme on `<html data-theme>` before the first paint. The page
 * changes <html> before React hydrates, so the root layout's `<html>` takes
 * `suppressHydrationWarning`.
 */
export function ThemeScript({ storageKey, nonce }: ThemeScriptProps) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript(storageKey) }} />;
}
