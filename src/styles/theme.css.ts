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
const layer = (theme: ThemeName) => {
  const { color, overlay, shadow } = themeValues[theme];
  return assignVars(themed, { color, overlay, shadow });
};

// Light is the page's default; dark follows the system unless a choice says otherwise, and an
// explicit choice (`data-theme` on <html>, or on any element: a provider, a story) wins. Pure CSS:
// no component changes its styles to be dark, and following the system needs no JavaScript.
createGlobalTheme(':root', vars, themeValues.light);
globalStyle(':root', { colorScheme: 'light dark' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: layer('dark'), colorScheme: 'dark' } },
});
globalStyle('[data-theme="dark"]', { vars: layer('dark'), colorScheme: 'dark' });
globalStyle('[data-theme="light"]', { vars: layer('light'), colorScheme: 'light' });
// A provider asking for System inside a page that chose: the device's scheme again.
globalStyle('[data-theme="system"]', {
  vars: layer('light'),
  colorScheme: 'light',
  '@media': { '(prefers-color-scheme: dark)': { vars: layer('dark'), colorScheme: 'dark' } },
});
