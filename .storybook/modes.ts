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

/** A story's globals that open it as its first picture shows it: at a phone's width (the
 * toolbar offers a desktop's). For screens and what exists only on a phone. */
export const ON_A_PHONE = { viewport: { value: 'phone', isRotated: false } };
