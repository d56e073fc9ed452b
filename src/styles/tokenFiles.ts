import { themeValues, tokenName, type ThemeName } from './themeValues.ts';

/*
 * The theme as files for other tools, generated from the theme data: `<theme>.tokens.json` in the
 * Design Tokens Community Group format (2025.10) for designers' tools, and `<theme>.css` with the
 * `--bee-*` custom properties for plain CSS. The package and the static Storybook carry both.
 */

type Values = (typeof themeValues)[ThemeName];
type Group = keyof Values;

/** Each group's DTCG type: every token of a group is of one kind. */
const GROUP_TYPES: Record<Group, string> = {
  color: 'color',
  overlay: 'color',
  picture: 'color',
  font: 'fontFamily',
  fontSize: 'dimension',
  fontWeight: 'fontWeight',
  lineHeight: 'number',
  space: 'dimension',
  radius: 'dimension',
  shadow: 'shadow',
  duration: 'duration',
};

const GROUP_DESCRIPTIONS: Partial<Record<Group, string>> = {
  color: 'Semantic colours: what a colour is for, not which it is.',
  overlay: "Translucent layers over the page: a dialog's backdrop, a bar the page scrolls under.",
  picture: 'What is laid on a photo: the same in every theme, since the photo is.',
};

const channel = (value: number) => Math.round(value * 10000) / 10000;
const hex = (channels: number[]) =>
  `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** `#rrggbb` or `rgba(r, g, b, a)` as a DTCG colour. */
export function dtcgColor(css: string) {
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  const parts = long
    ? long.slice(1, 4).map((pair) => parseInt(pair, 16))
    : rgba
      ? rgba.slice(1, 4).map(Number)
      : null;
  if (!parts) throw new Error(`Not a colour the token files know: ${css}`);
  const alpha = rgba?.[4] === undefined ? 1 : Number(rgba[4]);
  return {
    colorSpace: 'srgb',
    components: parts.map((part) => channel(part / 255)),
    alpha,
    hex: hex(parts),
  };
}

/** `1.25rem`, `16px` or `0` as a DTCG dimension. */
export function dtcgDimension(css: string) {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Not a dimension the token files know: ${css}`);
  return { value: Number(match[1]), unit: match[2] };
}

/** Splits at the commas outside parentheses (`0 1px red, 0 2px rgba(0, 0, 0, 0.5)`). */
const topLevelList = (css: string) => css.split(/,(?![^(]*\))/).map((part) => part.trim());

/** A CSS box shadow (one layer or several) as DTCG shadows. */
export function dtcgShadow(css: string) {
  const layers = topLevelList(css).map((layer) => {
    const color = /(#[0-9a-f]{6}|rgba?\([^)]*\))$/i.exec(layer)?.[0];
    if (!color) throw new Error(`A shadow without a colour: ${layer}`);
    const lengths = layer.slice(0, -color.length).trim().split(/\s+/);
    const [offsetX = '0', offsetY = '0', blur = '0', spread = '0'] = lengths;
    return {
      color: dtcgColor(color),
      offsetX: dtcgDimension(offsetX),
      offsetY: dtcgDimension(offsetY),
      blur: dtcgDimension(blur),
      spread: dtcgDimension(spread),
    };
  });
  return layers.length === 1 ? layers[0] : layers;
}

const dtcgDuration = (css: string) => {
  const match = /^([\d.]+)ms$/.exec(css);
  if (!match) throw new Error(`Not a duration the token files know: ${css}`);
  return { value: Number(match[1]), unit: 'ms' };
};

const VALUE_OF: Record<string, (css: string) => unknown> = {
  color: dtcgColor,
  dimension: dtcgDimension,
  shadow: dtcgShadow,
  duration: dtcgDuration,
  fontFamily: (css) => topLevelList(css).map((family) => family.replace(/^'|'$/g, '')),
  fontWeight: Number,
  number: Number,
};

/** One theme's tokens as a DTCG document. */
export function designTokens(theme: ThemeName) {
  const values = themeValues[theme];
  const document: Record<string, unknown> = {
    $description: `BeeGlobal's ${theme} theme. Each token is the CSS custom property --bee-<group>-<name>, in kebab case (color.surfaceMuted is --bee-color-surface-muted).`,
  };
  for (const group of Object.keys(values) as Group[]) {
    const $type = GROUP_TYPES[group];
    const tokens: Record<string, unknown> = { $type };
    const description = GROUP_DESCRIPTIONS[group];
    if (description) tokens.$description = description;
    for (const [name, css] of Object.entries(values[group]) as [string, string][])
      tokens[name] = { $value: VALUE_OF[$type]!(css) };
    document[group] = tokens;
  }
  return document;
}

/** One theme's custom properties as plain CSS, on `:root` for light and on `[data-theme]`. */
export function themeStylesheet(theme: ThemeName) {
  const values = themeValues[theme];
  const selector = theme === 'light' ? ':root,\n[data-theme="light"]' : '[data-theme="dark"]';
  const lines = (Object.keys(values) as Group[]).flatMap((group) =>
    (Object.entries(values[group]) as [string, string][]).map(
      ([name, css]) => `  --${tokenName([group, name])}: ${css};`,
    ),
  );
  return `/* BeeGlobal's ${theme} theme: every token as a --bee-* custom property. Generated from the theme data. */\n${selector} {\n  color-scheme: ${theme};\n${lines.join('\n')}\n}\n`;
}

/** Every token file, by its name. */
export const tokenFiles = (): Record<string, string> =>
  Object.fromEntries(
    (Object.keys(themeValues) as ThemeName[]).flatMap((theme) => [
      [`${theme}.tokens.json`, `${JSON.stringify(designTokens(theme), null, 2)}\n`],
      [`${theme}.css`, themeStylesheet(theme)],
    ]),
  );
