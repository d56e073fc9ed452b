import { globalFontFace } from '@vanilla-extract/css';
import arabic from '@fontsource-variable/baloo-bhaijaan-2/files/baloo-bhaijaan-2-arabic-wght-normal.woff2?url';

import { ARABIC_FONT } from './themeValues';

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
