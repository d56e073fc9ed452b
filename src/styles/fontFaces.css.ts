import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import nunito from '@capsizecss/metrics/nunito';
import arabic from '@fontsource-variable/baloo-bhaijaan-2/files/baloo-bhaijaan-2-arabic-wght-normal.woff2?url';
import { globalFontFace } from '@vanilla-extract/css';

import { ARABIC_FONT, NUNITO_FALLBACK } from './themeValues';

/*
 * The faces the theme's font stack names beside Nunito, in one style module (one request for the
 * development server's landing page, not two).
 */

/**
 * Arabic letters in a rounded face kin to Nunito (which has none), bundled like Nunito: the same
 * glyphs on every machine and no font CDN. Only the Arabic subset, and only fetched by a page
 * that draws Arabic letters (its unicode-range), so other languages pay a few bytes of CSS.
 */
globalFontFace(ARABIC_FONT, {
  src: `url(${arabic}) format('woff2-variations')`,
  fontWeight: '400 800',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
});

/**
 * A local font made to take Nunito's room while Nunito loads: Arial (or its metric twin
 * Liberation Sans) scaled to Nunito's average width, with Nunito's ascent and descent, so the
 * page does not shift when the web font arrives. Capsize computes the overrides at build time.
 */
const [generated] = createFontStack([nunito, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
if (!generated) throw new Error('Capsize generated no fallback font face');
// Its own name and the local fonts to try are ours; the metric overrides are Capsize's.
const { fontFamily: _name, src: _local, ...overrides } = generated['@font-face'];

globalFontFace(NUNITO_FALLBACK, {
  ...overrides,
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica')",
});
