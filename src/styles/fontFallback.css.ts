import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import nunito from '@capsizecss/metrics/nunito';
import { globalFontFace } from '@vanilla-extract/css';

import { NUNITO_FALLBACK } from './themeValues';

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
