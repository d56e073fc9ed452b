// With its extension: vite.config.ts imports this file too (through state/theme.ts), natively.
import { palette } from './tokens.ts';
import { THEMES, type ThemeName } from './themeNames.ts';

/*
 * The theme as plain data: no vanilla-extract call, so plain Node (the package's build, the token
 * files, the tests) reads it as well as the styles do.
 */

/** Arabic letters come from their own face (Nunito has none): see fontFaces.css.ts. */
export const ARABIC_FONT = 'Baloo Bhaijaan 2 Variable';
/** Holds Nunito's room while Nunito loads: see fontFaces.css.ts. */
export const NUNITO_FALLBACK = 'Nunito Fallback';

// Nunito first; Arabic letters from their own face; while Nunito loads, its metric-matched fallback.
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

/** Light: warm honey on light neutrals. */
const light = {
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
} satisfies Record<'color' | 'overlay' | 'shadow', Record<string, string>>;

/** What changes with the theme: each theme names the same tokens. */
type ThemeLayer = { [group in keyof typeof light]: Record<keyof (typeof light)[group], string> };

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

/**
 * Both themes' values. Everything else is made from them: the CSS themes (theme.css.ts), the
 * Tokens page, the contrast test, and the token files for designers' tools (tokenFiles.ts).
 */
export const themeValues = {
  light: { ...light, ...shared },
  dark: { ...dark, ...shared },
} satisfies Record<ThemeName, unknown>;
export { THEMES, type ThemeName };

/** A token's custom property, without its leading dashes: `bee-color-surface-muted`. */
export const tokenName = (path: readonly string[]) =>
  ['bee', ...path]
    .map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
    .join('-');
