/** Raw design values. Components read them through the theme contract (`vars`), never directly. */
export const palette = {
  honey50: '#fff9eb',
  honey100: '#fdefc8',
  honey200: '#fbdd8c',
  honey400: '#f7bd2f',
  honey500: '#f2a900',
  honey600: '#d08700',
  honey700: '#9a5b00',
  honey800: '#6e3f02',
  brown900: '#2b1a05',
  grey0: '#ffffff',
  grey50: '#fafaf7',
  grey100: '#f3f2ee',
  grey200: '#e5e3dc',
  grey400: '#a8a59b',
  grey500: '#8a8578',
  grey600: '#5f5b52',
  grey700: '#45423b',
  grey900: '#1d1b17',
  green100: '#dcf5e3',
  green700: '#16703a',
  amber100: '#fff1c2',
  amber800: '#7a4a00',
  red100: '#fde3e1',
  red600: '#c52a1f',
  red700: '#a3231a',
  blue600: '#1f5fbf',
  // The dark theme's: warm near-blacks, and the light tints that read on them.
  night950: '#0f0c08',
  night900: '#16120d',
  night800: '#1f1a14',
  night700: '#2a241c',
  night600: '#3b342a',
  night400: '#8f877a',
  nightHoney900: '#3a2810',
  nightHoney800: '#2c2213',
  nightHoney700: '#45331a',
  cream50: '#f5f0e6',
  cream400: '#bdb4a4',
  honey300: '#fccf62',
  blue300: '#82b4ff',
  green300: '#6cd894',
  green900: '#143220',
  amber300: '#f6c453',
  amber900: '#352808',
  red200: '#ffb3aa',
  red300: '#ff8e82',
  red900: '#3d1815',
} as const;

/** Breakpoints, mobile first: designs are checked at 390 px (mobile) and 1280 px (desktop). */
/** The widest a page's content grows on large screens. */
export const contentWidth = '72rem';

export const breakpoints = { tablet: 640, desktop: 1024, wide: 1280 } as const;

export const media = {
  /** Below tablet width: what only phones get (the bottom bar) or lose (top-bar links). */
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * On <html>, shows what reduced motion changes without the device's setting (Storybook's
 * Reduced motion switch): every rule under `media.reducedMotion` applies under it too.
 */
export const REDUCED_MOTION_ATTRIBUTE = 'data-motion';
export const reducedMotionFlag = `html[${REDUCED_MOTION_ATTRIBUTE}="reduce"]`;

/** Whether motion is to be kept still: the device's setting, or the flag on <html>. */
export const prefersReducedMotion = () =>
  window.matchMedia(media.reducedMotion).matches ||
  document.documentElement.getAttribute(REDUCED_MOTION_ATTRIBUTE) === 'reduce';
