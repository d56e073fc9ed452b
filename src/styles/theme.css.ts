import { ARABIC_FONT } from './arabicFont.css';
import { NUNITO_FALLBACK } from './fontFallback.css';
import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { palette } from './tokens';

/** Semantic tokens: components speak of "surface" and "accent", not of honey500. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    surfaceAccent: null,
    surfaceAccentStrong: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnAccent: null,
    textOnDark: null,
    textOnStatus: null,
    accent: null,
    accentHover: null,
    accentStrong: null,
    link: null,
    focus: null,
    dark: null,
    darkHover: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    danger: null,
    dangerHover: null,
    dangerSurface: null,
    info: null,
  },
  /** Translucent layers over the page: a dialog's backdrop, a bar the page scrolls under. */
  overlay: { backdrop: null, glass: null },
  /** What is laid on a photo: the same in every theme, since the photo is. */
  picture: { scrim: null, scrimClear: null, text: null, stamp: null, like: null, pass: null },
  font: { body: null, heading: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  fontWeight: { regular: null, medium: null, bold: null, black: null },
  lineHeight: { tight: null, normal: null },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  shadow: { sm: null, md: null, lg: null, bar: null, focus: null },
  duration: { fast: null, normal: null },
});

// Arabic letters come from their own face (Nunito has none). While Nunito loads, its
// metric-matched fallback holds its place (see fontFallback.css.ts).
const fontStack = `'Nunito Variable', 'Nunito', '${ARABIC_FONT}', '${NUNITO_FALLBACK}', system-ui, -apple-system, 'Segoe UI', sans-serif`;

/** What does not change with the theme. */
const shared = {
  picture: {
    scrim: 'rgba(29, 27, 23, 0.85)',
    scrimClear: 'rgba(29, 27, 23, 0)',
    text: palette.grey0,
    stamp: 'rgba(255, 255, 255, 0.9)',
    like: palette.green700,
    pass: palette.red600,
  },
  font: { body: fontStack, heading: fontStack },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '600', bold: '700', black: '800' },
  lineHeight: { tight: '1.2', normal: '1.55' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  duration: { fast: '120ms', normal: '220ms' },
};

/** What changes with the theme. */
type ThemeLayer = {
  [group in 'color' | 'overlay' | 'shadow']: Record<keyof (typeof vars)[group], string>;
};

/** Light: warm honey on light neutrals. */
const light: ThemeLayer = {
  color: {
    page: palette.grey50,
    surface: palette.grey0,
    surfaceMuted: palette.grey100,
    surfaceAccent: palette.honey50,
    surfaceAccentStrong: palette.honey100,
    border: palette.grey200,
    borderStrong: palette.grey500,
    text: palette.grey900,
    textMuted: palette.grey600,
    textOnAccent: palette.brown900,
    textOnDark: palette.grey0,
    textOnStatus: palette.grey0,
    accent: palette.honey500,
    accentHover: palette.honey400,
    accentStrong: palette.honey700,
    link: palette.honey800,
    focus: palette.blue600,
    dark: palette.brown900,
    darkHover: palette.grey900,
    success: palette.green700,
    successSurface: palette.green100,
    warning: palette.amber800,
    warningSurface: palette.amber100,
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerSurface: palette.red100,
    info: palette.blue600,
  },
  overlay: { backdrop: 'rgba(29, 27, 23, 0.55)', glass: 'rgba(255, 255, 255, 0.94)' },
  shadow: {
    sm: '0 1px 2px rgba(43, 26, 5, 0.08)',
    md: '0 4px 14px rgba(43, 26, 5, 0.10)',
    lg: '0 16px 40px rgba(43, 26, 5, 0.16)',
    bar: '0 -4px 14px rgba(43, 26, 5, 0.06)',
    focus: `0 0 0 3px ${palette.grey0}, 0 0 0 5px ${palette.blue600}`,
  },
};

/**
 * Dark: designed for the night, not inverted. A warm near-black page with surfaces a step
 * lighter for each level of elevation; borders carry the edges that shadows no longer show;
 * status colours turn light, so they read as text on the dark and hold dark text as badges.
 */
const dark: ThemeLayer = {
  color: {
    page: palette.night900,
    surface: palette.night800,
    surfaceMuted: palette.night700,
    surfaceAccent: palette.nightHoney800,
    surfaceAccentStrong: palette.nightHoney700,
    border: palette.night600,
    borderStrong: palette.night400,
    text: palette.cream50,
    textMuted: palette.cream400,
    textOnAccent: palette.brown900,
    textOnDark: palette.cream50,
    textOnStatus: palette.night950,
    accent: palette.honey500,
    accentHover: palette.honey400,
    accentStrong: palette.honey400,
    link: palette.honey300,
    focus: palette.blue300,
    dark: palette.nightHoney900,
    darkHover: palette.nightHoney700,
    success: palette.green300,
    successSurface: palette.green900,
    warning: palette.amber300,
    warningSurface: palette.amber900,
    danger: palette.red300,
    dangerHover: palette.red200,
    dangerSurface: palette.red900,
    info: palette.blue300,
  },
  overlay: { backdrop: 'rgba(0, 0, 0, 0.66)', glass: 'rgba(24, 21, 16, 0.92)' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.55)',
    bar: '0 -4px 14px rgba(0, 0, 0, 0.35)',
    focus: `0 0 0 3px ${palette.night800}, 0 0 0 5px ${palette.blue300}`,
  },
};

/** Both themes' values: the Tokens page and the contrast test read them here. */
export const themeValues = { light: { ...shared, ...light }, dark: { ...shared, ...dark } };
export type ThemeName = keyof typeof themeValues;
export const THEMES = Object.keys(themeValues) as ThemeName[];

// Light is the page's default; dark follows the system unless a choice says otherwise, and an
// explicit choice (`data-theme` on <html>, or on any element in Storybook) wins. Pure CSS: no
// component changes its styles to be dark, and following the system needs no JavaScript.
createGlobalTheme(':root', vars, themeValues.light);
const themed = { color: vars.color, overlay: vars.overlay, shadow: vars.shadow };
const darkVars = assignVars(themed, dark);
globalStyle(':root', { colorScheme: 'light dark' });
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkVars, colorScheme: 'dark' } },
});
globalStyle('[data-theme="dark"]', { vars: darkVars, colorScheme: 'dark' });
globalStyle('[data-theme="light"]', { vars: assignVars(themed, light), colorScheme: 'light' });
