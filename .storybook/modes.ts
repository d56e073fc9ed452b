import { PSEUDO_LOCALE } from '../src/i18n/locales';
import { pictureName, type Variant } from './pictures';

/*
 * The pictures a story is photographed in, declared once as modes in its parameters
 * (`parameters.chromatic.modes`): each mode is the globals the toolbar offers (theme, language)
 * and the viewport it is taken at. Chromatic captures one snapshot a mode, and the local visual
 * tests (vitest.setup.ts) compare one baseline a mode, so the two take the same pictures.
 */

/** One picture's globals. Chromatic reads `viewport` as the size it captures at. */
export interface Mode {
  theme: 'Light' | 'Dark';
  locale: 'en' | 'ar' | typeof PSEUDO_LOCALE;
  viewport: { width: number; height: number };
}

/** A story's modes by name; a mode set to `{ disable: true }` is not taken (Chromatic's way). */
export type Modes = Record<string, Mode | { disable: true }>;

const GLOBALS: Record<Variant, Pick<Mode, 'theme' | 'locale'>> = {
  light: { theme: 'Light', locale: 'en' },
  dark: { theme: 'Dark', locale: 'en' },
  pseudo: { theme: 'Light', locale: PSEUDO_LOCALE },
  ar: { theme: 'Light', locale: 'ar' },
};

/** Components at one width, screens at a phone's and a desktop's, at least this tall. */
export const COMPONENT = { width: 640, height: 480 };
export const PHONE = { width: 390, height: 844 };
const PHONE_ONLY = { width: 390, height: 480 };
const SCREEN_HEIGHT = 900;

const mode = (variant: Variant, viewport: Mode['viewport']): Modes => ({
  [`${variant} ${viewport.width}`]: { ...GLOBALS[variant], viewport },
});
const screenAt = (variant: Variant, ...widths: number[]): Modes =>
  Object.assign({}, ...widths.map((width) => mode(variant, { width, height: SCREEN_HEIGHT })));

/** Turns modes off: parameters merge, so a story's own modes replace the default ones this way. */
const off = (modes: Modes): Modes =>
  Object.fromEntries(Object.keys(modes).map((name) => [name, { disable: true }]));

const component = { ...mode('light', COMPONENT), ...mode('dark', COMPONENT) };

export const modes = {
  /** Every story's default (preview.tsx): a component at its width, light and dark. */
  component,
  /** What exists only on a phone (the bottom bar): at 390 px, light and dark. */
  phone: { ...off(component), ...mode('light', PHONE_ONLY), ...mode('dark', PHONE_ONLY) },
  /** A screen: at 390 and 1280 px, light. */
  screen: { ...off(component), ...screenAt('light', 390, 1280) },
  /** A screen's main, empty and error states: dark too. */
  dark: screenAt('dark', 390, 1280),
  /** A screen's main states: the pseudo-language at 390 px (longer words break a phone's
   * layout first), and Arabic, right to left, at both widths. */
  languages: { ...screenAt('pseudo', 390), ...screenAt('ar', 390, 1280) },
} satisfies Record<string, Modes>;

/** A picture a mode stands for: its baseline's name, and what to set before taking it. */
export interface ModePicture {
  mode: string;
  name: string;
  variant: Variant;
  width: number;
  height: number;
}

const variantOf = ({ theme, locale }: Mode): Variant =>
  locale === 'ar'
    ? 'ar'
    : locale === PSEUDO_LOCALE
      ? 'pseudo'
      : theme === 'Dark'
        ? 'dark'
        : 'light';

/** The pictures a story's modes take, in the order they are taken: by language (a change of
 * language costs more than a resize), then by width, each width's themes together. */
export function picturesOf(storyId: string, declared: Modes = modes.component): ModePicture[] {
  const language = (variant: Variant) =>
    ['light', 'pseudo', 'ar'].indexOf(variant === 'dark' ? 'light' : variant);
  return Object.entries(declared)
    .flatMap(([name, value]) => {
      if ('disable' in value) return [];
      const variant = variantOf(value);
      const { width, height } = value.viewport;
      return [{ mode: name, name: pictureName(storyId, width, variant), variant, width, height }];
    })
    .sort(
      (a, b) =>
        language(a.variant) - language(b.variant) ||
        a.width - b.width ||
        Number(a.variant === 'dark') - Number(b.variant === 'dark'),
    );
}

/** The toolbar's viewports: the two widths every screen is designed and checked at. */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' } },
};

/** The toolbar's viewport of a width, where it has one. */
const viewportAt = (width: number) =>
  (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).find(
    (key) => VIEWPORTS[key].styles.width === `${width}px`,
  );

/**
 * The toolbar's viewport a story opens at: its first picture's width, where the toolbar has
 * that width (a screen or the bottom bar at 390 px), else none (a component at the canvas's).
 */
export function openingViewport(storyId: string, declared?: Modes) {
  const [first] = picturesOf(storyId, declared);
  return first && viewportAt(first.width);
}

/**
 * A story's address in a Storybook (`storybook`, its root), opened in a picture's mode: the
 * theme, language and viewport as URL globals, which the toolbar then shows.
 */
export function storyUrl(
  storybook: string,
  storyId: string,
  { width, variant }: { width: number; variant: Variant },
) {
  const { theme, locale } = GLOBALS[variant];
  const viewport = viewportAt(width);
  const globals = [
    `theme:${theme}`,
    `locale:${locale}`,
    ...(viewport ? [`viewport.value:${viewport}`, 'viewport.isRotated:!false'] : []),
  ];
  return `${storybook.replace(/\/?$/, '/')}?path=/story/${storyId}&globals=${globals.join(';')}`;
}
