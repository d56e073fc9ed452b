import {
  assignVars,
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { themeValues, tokenName, type ThemeName } from './themeValues';

export { THEMES, themeValues, type ThemeName } from './themeValues';

/**
 * Semantic tokens: components speak of "surface" and "accent", not of honey500. Each is a custom
 * property with a stable name (`--bee-color-surface`), so plain CSS, another app and designers'
 * tools can name it too.
 */
export const vars = createGlobalThemeContract(themeValues.light, (_value, path) => tokenName(path));

const themed = { color: vars.color, overlay: vars.overlay, shadow: vars.shadow };
/** What a theme changes (colours, overlays, shadows), as the `vars` of a style rule. */
const themeLayer = (theme: ThemeName) => {
  const { color, overlay, shadow } = themeValues[theme];
  return assignVars(themed, { color, overlay, shadow });
};

// Light is the default; a choice (`data-theme` on <html> or on any element: a provider, a story)
// switches. Pure CSS: no component changes its styles to be dark. Following the device on the
// whole page is the app's (global.css.ts): the package leaves another app's page as it is.
createGlobalTheme(':root', vars, themeValues.light);
/** The dark theme's changes, for the app's page following the device (global.css.ts). */
export const darkLayer = themeLayer('dark');
globalStyle('[data-theme="dark"]', { vars: darkLayer, colorScheme: 'dark' });
globalStyle('[data-theme="light"]', { vars: themeLayer('light'), colorScheme: 'light' });
// A provider asking for System inside a page that chose: the device's scheme again.
globalStyle('[data-theme="system"]', {
  vars: themeLayer('light'),
  colorScheme: 'light',
  '@media': { '(prefers-color-scheme: dark)': { vars: darkLayer, colorScheme: 'dark' } },
});
