import type { Plugin } from 'vite';
import { THEME_COLORS, themeBootScript } from '../src/state/theme.ts';
import { languageBootScript } from '../src/i18n/locales.ts';

const CHARSET = '<meta charset="UTF-8" />';

/** The browser chrome's colour in each scheme, as <meta name="theme-color"> tags. */
export function themeColorTags(colors: Record<'light' | 'dark', string>): string {
  return (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${colors[scheme]}" />`,
    )
    .join('');
}

/** `html` with `head` right after the charset, ahead of every stylesheet. */
export function afterCharset(html: string, head: string): string {
  if (!html.includes(CHARSET)) throw new Error(`index.html lost its ${CHARSET}`);
  return html.replace(CHARSET, `${CHARSET}${head}`);
}

/**
 * The browser chrome's colour in each scheme, and the stored theme and the language's direction
 * on the page before the first paint, so a reload never flashes light or lays out the wrong way.
 */
export function themeBeforePaint(): Plugin {
  const head = `${themeColorTags(THEME_COLORS)}<script>${themeBootScript()}${languageBootScript()}</script>`;
  return {
    name: 'beeglobal:theme-before-paint',
    transformIndexHtml(html, { path }) {
      // The app's page only (Storybook's and vitest's pages pass through here too).
      if (path !== '/index.html') return html;
      return afterCharset(html, head);
    },
  };
}
