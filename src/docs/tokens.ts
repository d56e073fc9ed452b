import type { honeyValues } from '../styles/theme.css';

type ColorName = keyof typeof honeyValues.color;

/** The text colours of the theme and the backgrounds each is set on, as the components use them. */
export const TEXT_PAIRS: readonly (readonly [text: ColorName, background: ColorName])[] = [
  ['text', 'page'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'surface'],
  ['textMuted', 'page'],
  ['link', 'surface'],
  ['link', 'surfaceAccent'],
  ['textOnAccent', 'accent'],
  ['textOnDark', 'dark'],
  ['accent', 'dark'],
  ['success', 'successSurface'],
  ['textOnDark', 'success'],
  ['warning', 'warningSurface'],
  ['danger', 'dangerSurface'],
  ['dangerHover', 'dangerSurface'],
  ['textOnDark', 'danger'],
  ['focus', 'surface'],
];
