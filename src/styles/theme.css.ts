import { NUNITO_FALLBACK } from './fontFallback.css';
import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { palette } from './tokens';

/** Semantic tokens: components speak of "surface" and "accent", not of honey500. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceMuted: null,
    surfaceAccent: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnAccent: null,
    textOnDark: null,
    accent: null,
    accentHover: null,
    accentStrong: null,
    link: null,
    focus: null,
    dark: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    danger: null,
    dangerHover: null,
    dangerSurface: null,
    info: null,
  },
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
  shadow: { sm: null, md: null, lg: null, focus: null },
  duration: { fast: null, normal: null },
});

// While Nunito loads, its metric-matched fallback holds its place (see fontFallback.css.ts).
const fontStack = `'Nunito Variable', 'Nunito', '${NUNITO_FALLBACK}', system-ui, -apple-system, 'Segoe UI', sans-serif`;

/**
 * The one theme's values: warm honey on light neutrals. Every text/background pair meets WCAG AA.
 * Storybook's Tokens page reads them here.
 */
export const honeyValues = {
  color: {
    page: palette.grey50,
    surface: palette.grey0,
    surfaceMuted: palette.grey100,
    surfaceAccent: palette.honey50,
    border: palette.grey200,
    borderStrong: palette.grey500,
    text: palette.grey900,
    textMuted: palette.grey600,
    textOnAccent: palette.brown900,
    textOnDark: palette.grey0,
    accent: palette.honey500,
    accentHover: palette.honey400,
    accentStrong: palette.honey700,
    link: palette.honey800,
    focus: palette.blue600,
    dark: palette.brown900,
    success: palette.green700,
    successSurface: palette.green100,
    warning: palette.amber800,
    warningSurface: palette.amber100,
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerSurface: palette.red100,
    info: palette.blue600,
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
  shadow: {
    sm: '0 1px 2px rgba(43, 26, 5, 0.08)',
    md: '0 4px 14px rgba(43, 26, 5, 0.10)',
    lg: '0 16px 40px rgba(43, 26, 5, 0.16)',
    focus: `0 0 0 3px ${palette.grey0}, 0 0 0 5px ${palette.blue600}`,
  },
  duration: { fast: '120ms', normal: '220ms' },
};

export const honeyTheme = createTheme(vars, honeyValues);

export const themes = { honey: honeyTheme } as const;
export type ThemeName = keyof typeof themes;
