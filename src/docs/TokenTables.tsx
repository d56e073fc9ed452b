import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../styles/theme.css';
import { THEMES, themeValues, tokenName, type ThemeName } from '../styles/themeValues';
import { contrastRatio } from './contrast';
import {
  COLOR_PAIRS,
  DECORATIVE,
  LEAST_CONTRAST,
  type ColorName,
  type ColorPair,
} from './colorPairs';

// Tables of the theme contract's values, drawn from the themes themselves so the page never
// drifts. The page's own chrome reads `vars`, so it follows the toolbar's theme; the values and
// samples show both themes side by side.

const THEME_TITLES: Record<ThemeName, string> = { light: 'Light', dark: 'Dark' };
const shared = themeValues.light;

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14 };
const cell: CSSProperties = {
  padding: '8px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A token as components name it and as plain CSS does. */
function TokenCell({ path }: { path: [string, string] }) {
  const [group, name] = path;
  const property = /^[a-z]\w*$/i.test(name) ? `.${name}` : `['${name}']`;
  return (
    <td style={{ ...cell, ...code }}>
      vars.{group}
      {property}
      <br />
      <span style={{ color: vars.color.textMuted }}>--{tokenName(path)}</span>
    </td>
  );
}

/** What a colour is in the product: text, an outline or icon, a background, or decoration. */
function roles(name: ColorName) {
  const decoration = DECORATIVE[name];
  if (decoration) return [`decoration (${decoration})`];
  const as = new Set<string>();
  for (const pair of COLOR_PAIRS) if (pair.color === name) as.add(pair.use);
  if (COLOR_PAIRS.some((pair) => pair.on === name)) as.add('background');
  return [...as];
}

const swatch = (value: string) => (
  <span
    style={{
      display: 'inline-block',
      width: 48,
      height: 28,
      borderRadius: 6,
      background: value,
      border: `1px solid ${vars.color.borderStrong}`,
      verticalAlign: 'middle',
    }}
  />
);

/**
 * Every colour: its swatch, its value and what it is for. No verdict here: a background is not
 * judged alone, only with what sits on it (the next table).
 */
export function ColorTokens() {
  return (
    <Table head={['Token', ...THEMES.map((theme) => THEME_TITLES[theme]), 'Used as']}>
      {(Object.keys(shared.color) as ColorName[]).map((name) => (
        <tr key={name}>
          <TokenCell path={['color', name]} />
          {THEMES.map((theme) => (
            <td key={theme} style={{ ...cell, ...code, whiteSpace: 'nowrap' }}>
              {swatch(themeValues[theme].color[name])} {themeValues[theme].color[name]}
            </td>
          ))}
          <td style={cell}>{roles(name).join(', ')}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A sample of the pair as the product draws it: words, or a ring with an icon's weight. */
function Sample({ color, on, use, theme }: ColorPair & { theme: ThemeName }) {
  const colors = themeValues[theme].color;
  return use === 'text' ? (
    <span
      style={{
        padding: '4px 10px',
        borderRadius: 6,
        color: colors[color],
        background: colors[on],
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      Bees meet
    </span>
  ) : (
    <span
      style={{
        display: 'inline-block',
        padding: 6,
        borderRadius: 6,
        background: colors[on],
      }}
    >
      <span
        style={{
          display: 'block',
          width: 48,
          height: 20,
          borderRadius: 999,
          border: `2px solid ${colors[color]}`,
        }}
      />
    </span>
  );
}

/** Each colour on each background it sits on, with its contrast and what AA asks of it. */
export function ContrastPairs() {
  return (
    <Table
      head={['Colour', 'On', 'Where', ...THEMES.map((theme) => THEME_TITLES[theme]), 'AA needs']}
    >
      {COLOR_PAIRS.map((pair) => {
        const least = LEAST_CONTRAST[pair.use];
        return (
          <tr key={`${pair.color}-${pair.on}`}>
            <td style={{ ...cell, ...code }}>{pair.color}</td>
            <td style={{ ...cell, ...code }}>{pair.on}</td>
            <td style={cell}>{pair.where}</td>
            {THEMES.map((theme) => {
              const colors = themeValues[theme].color;
              const ratio = contrastRatio(colors[pair.color], colors[pair.on]);
              return (
                <td key={theme} style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <Sample {...pair} theme={theme} />{' '}
                  <span>
                    {ratio.toFixed(2)}:1 {ratio >= least ? 'Passes' : 'Fails'}
                  </span>
                </td>
              );
            })}
            <td style={cell}>
              {least}:1 for {pair.use === 'text' ? 'text' : 'an outline or icon'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The type scale, each size set in the product's font. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {Object.entries(shared.fontSize).map(([name, size]) => (
        <tr key={name}>
          <TokenCell path={['fontSize', name]} />
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, fontSize: size, fontFamily: shared.font.body }}>
            Meet bees across cultures
          </td>
        </tr>
      ))}
      {Object.entries(shared.fontWeight).map(([name, weight]) => (
        <tr key={name}>
          <TokenCell path={['fontWeight', name]} />
          <td style={{ ...cell, ...code }}>{weight}</td>
          <td style={{ ...cell, fontWeight: weight, fontFamily: shared.font.body }}>
            Meet bees across cultures
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Spacing steps, drawn to scale. */
export function Spacing() {
  return (
    <Table head={['Token', 'Value', 'Scale']}>
      {Object.entries(shared.space).map(([name, value]) => (
        <tr key={name}>
          <TokenCell path={['space', name]} />
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                height: 12,
                width: value,
                background: vars.color.accent,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii and shadows, each on a sample card. */
export function RadiiAndShadows() {
  const sample = (style: CSSProperties) => (
    <span
      style={{
        display: 'inline-block',
        width: 96,
        height: 56,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        ...style,
      }}
    />
  );
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(shared.radius).map(([name, value]) => (
        <tr key={name}>
          <TokenCell path={['radius', name]} />
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>{sample({ borderRadius: value })}</td>
        </tr>
      ))}
      {(Object.keys(shared.shadow) as (keyof typeof shared.shadow)[]).map((name) => (
        <tr key={name}>
          <TokenCell path={['shadow', name]} />
          <td style={{ ...cell, ...code }}>
            {THEMES.map((theme) => (
              <div key={theme}>
                {THEME_TITLES[theme]}: {themeValues[theme].shadow[name]}
              </div>
            ))}
          </td>
          <td style={cell}>
            {THEMES.map((theme) => (
              // Each theme's shadow on that theme's page.
              <span
                key={theme}
                data-theme={theme}
                style={{ display: 'inline-block', padding: 16, background: vars.color.page }}
              >
                {sample({ borderRadius: 10, boxShadow: vars.shadow[name] })}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const TOKEN_FILES = THEMES.flatMap((theme) => [
  { name: `${theme}.tokens.json`, what: `${THEME_TITLES[theme]}: Design Tokens (DTCG 2025.10)` },
  { name: `${theme}.css`, what: `${THEME_TITLES[theme]}: the --bee-* properties as plain CSS` },
]);

/** The token files, generated from the same theme data as this page. */
export function TokenFiles() {
  return (
    <ul>
      {TOKEN_FILES.map(({ name, what }) => (
        <li key={name}>
          <a href={`tokens/${name}`} download={name} style={{ color: vars.color.link }}>
            {name}
          </a>{' '}
          ({what})
        </li>
      ))}
    </ul>
  );
}
