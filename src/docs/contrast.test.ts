import { describe, expect, it } from 'vitest';
import { THEMES, themeValues } from '../styles/themeValues';
import { contrastRatio, luminance } from './contrast';
import { COLOR_PAIRS, DECORATIVE, LEAST_CONTRAST, type ColorName } from './colorPairs';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe.each(THEMES)("the %s theme's colours", (theme) => {
  const colors = themeValues[theme].color;

  it('meet AA on the backgrounds they are used on: 4.5:1 as text, 3:1 as an outline or icon', () => {
    for (const { color, on, use } of COLOR_PAIRS) {
      const ratio = contrastRatio(colors[color], colors[on]);
      expect(ratio, `${color} on ${on} (${use})`).toBeGreaterThanOrEqual(LEAST_CONTRAST[use]);
    }
  });

  it('are each judged on what they sit on, or named as decoration', () => {
    const judged = new Set<ColorName>(COLOR_PAIRS.flatMap(({ color, on }) => [color, on]));
    const unjudged = (Object.keys(colors) as ColorName[]).filter(
      (name) => !judged.has(name) && !DECORATIVE[name],
    );
    expect(unjudged).toEqual([]);
  });
});

describe('the list of pairs', () => {
  it('names each pair once', () => {
    const keys = COLOR_PAIRS.map(({ color, on }) => `${color} on ${on}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the dark theme', () => {
  it('is its own design: the page, surfaces and text are not the light ones', () => {
    for (const name of ['page', 'surface', 'text', 'textMuted', 'border', 'focus'] as const)
      expect(themeValues.dark.color[name], name).not.toBe(themeValues.light.color[name]);
  });

  it('raises a surface a step above the page for each level of elevation', () => {
    const { page, surface, surfaceMuted } = themeValues.dark.color;
    expect(luminance(page)).toBeLessThan(luminance(surface));
    expect(luminance(surface)).toBeLessThan(luminance(surfaceMuted));
  });
});
