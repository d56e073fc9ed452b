import type { CSSProperties, ReactNode } from 'react';
import { honeyValues } from '../styles/theme.css';
import { contrastRatio } from './contrast';
import { COLOR_PAIRS, DECORATIVE, LEAST_CONTRAST, type ColorName, type ColorPair } from './tokens';

// Tables of the theme contract's values, drawn from the theme itself so the page never drifts.

const colors = honeyValues.color;

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14 };
const cell: CSSProperties = {
  padding: '8px 10px',
  borderBottom: `1px solid ${colors.border}`,
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
      border: `1px solid ${colors.borderStrong}`,
    }}
  />
);

/**
 * Every colour: its swatch, its value and what it is for. No verdict here: a background is not
 * judged alone, only with what sits on it (the next table).
 */
export function ColorTokens() {
  return (
    <Table head={['Token', 'Swatch', 'Value', 'Used as']}>
      {(Object.entries(colors) as [ColorName, string][]).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.color.{name}</td>
          <td style={cell}>{swatch(value)}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>{roles(name).join(', ')}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A sample of the pair as the product draws it: words, or a ring with an icon's weight. */
function Sample({ color, on, use }: ColorPair) {
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
    <Table head={['Colour', 'On', 'Where', 'Sample', 'Contrast', 'AA needs']}>
      {COLOR_PAIRS.map((pair) => {
        const ratio = contrastRatio(colors[pair.color], colors[pair.on]);
        const least = LEAST_CONTRAST[pair.use];
        return (
          <tr key={`${pair.color}-${pair.on}`}>
            <td style={{ ...cell, ...code }}>{pair.color}</td>
            <td style={{ ...cell, ...code }}>{pair.on}</td>
            <td style={cell}>{pair.where}</td>
            <td style={cell}>
              <Sample {...pair} />
            </td>
            <td style={{ ...cell, whiteSpace: 'nowrap' }}>
              {ratio.toFixed(2)}:1 {ratio >= least ? 'Passes' : 'Fails'}
            </td>
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
      {Object.entries(honeyValues.fontSize).map(([name, size]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.fontSize['{name}']</td>
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, fontSize: size, fontFamily: honeyValues.font.body }}>
            Meet bees across cultures
          </td>
        </tr>
      ))}
      {Object.entries(honeyValues.fontWeight).map(([name, weight]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.fontWeight.{name}</td>
          <td style={{ ...cell, ...code }}>{weight}</td>
          <td style={{ ...cell, fontWeight: weight, fontFamily: honeyValues.font.body }}>
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
      {Object.entries(honeyValues.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.space['{name}']</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                height: 12,
                width: value,
                background: colors.accent,
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
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        ...style,
      }}
    />
  );
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(honeyValues.radius).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.radius.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>{sample({ borderRadius: value })}</td>
        </tr>
      ))}
      {Object.entries(honeyValues.shadow).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.shadow.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={{ ...cell, padding: 16 }}>{sample({ borderRadius: 10, boxShadow: value })}</td>
        </tr>
      ))}
    </Table>
  );
}
