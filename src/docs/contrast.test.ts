import { describe, expect, it } from 'vitest';
import { honeyValues } from '../styles/theme.css';
import { contrastGrade, contrastRatio } from './contrast';
import { TEXT_PAIRS } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('grades ratios', () => {
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(3.2)).toBe('AA large');
    expect(contrastGrade(2.9)).toBe('Fails');
  });
});

describe("the theme's text colours", () => {
  it('meet AA on the backgrounds they are used on', () => {
    for (const [text, background] of TEXT_PAIRS) {
      const ratio = contrastRatio(honeyValues.color[text], honeyValues.color[background]);
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
