/*
 * The themes' names alone, apart from their values (themeValues.ts), so that what only names a
 * theme (the app's preference, the provider's prop) does not carry every value with it.
 */

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** The themes one can choose: one of the two, or the device's ('system', the default). */
export const THEME_CHOICES = ['system', ...THEMES] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
