import { defineConfig, parse } from '@terrazzo/parser';
import { describe, expect, it } from 'vitest';
import { dtcgColor, dtcgShadow, tokenFiles } from './tokenFiles';
import { THEMES, themeValues, tokenName } from './themeValues';

const files = tokenFiles();
const config = defineConfig({}, { cwd: new URL('file:///tokens/') });

describe.each(THEMES)('the %s token files', (theme) => {
  it('are Design Tokens Community Group documents a DTCG parser reads without an error', async () => {
    const { tokens } = await parse(
      [
        {
          filename: new URL(`file:///tokens/${theme}.tokens.json`),
          src: files[`${theme}.tokens.json`]!,
        },
      ],
      { config, continueOnError: false },
    );
    // Every value of the theme, and nothing else.
    const expected = Object.entries(themeValues[theme]).flatMap(([group, values]) =>
      Object.keys(values).map((name) => `${group}.${name}`),
    );
    expect(Object.keys(tokens).sort()).toEqual(expected.sort());
    expect(tokens['color.surfaceMuted']?.$type).toBe('color');
    expect(tokens['space.4']?.$value).toEqual({ value: 1, unit: 'rem' });
    expect(tokens['shadow.focus']?.$type).toBe('shadow');
  });

  it("give plain CSS every token as its theme's --bee-* custom property", () => {
    const css = files[`${theme}.css`]!;
    const colors = themeValues[theme].color;
    expect(css).toContain(`--bee-color-surface-muted: ${colors.surfaceMuted};`);
    expect(css).toContain(`--${tokenName(['fontSize', '2xl'])}: 1.75rem;`);
    expect(css.match(/^ {2}--bee-/gm)).toHaveLength(
      Object.values(themeValues[theme]).reduce((sum, group) => sum + Object.keys(group).length, 0),
    );
  });
});

describe('the DTCG values', () => {
  it('give colours as sRGB components with their hex, and keep the alpha', () => {
    expect(dtcgColor('#ff8000')).toEqual({
      colorSpace: 'srgb',
      components: [1, 0.502, 0],
      alpha: 1,
      hex: '#ff8000',
    });
    expect(dtcgColor('rgba(0, 0, 0, 0.55)')).toMatchObject({ alpha: 0.55, hex: '#000000' });
  });

  it('give a shadow of two layers as a list', () => {
    expect(dtcgShadow('0 0 0 3px #ffffff, 0 0 0 5px #1f5fbf')).toMatchObject([
      { spread: { value: 3, unit: 'px' }, color: { hex: '#ffffff' } },
      { spread: { value: 5, unit: 'px' }, color: { hex: '#1f5fbf' } },
    ]);
  });

  it('refuse a value they cannot say, rather than write a wrong one', () => {
    expect(() => dtcgColor('hsl(0 0% 0%)')).toThrow(/Not a colour/);
  });
});
