import type { CSSProperties, ReactNode } from 'react';
import { palette } from '../styles/tokens';
import { honeyValues } from '../styles/theme.css';
import { contrastGrade, contrastRatio } from './contrast';
import { TEXT_PAIRS } from './tokens';

// Tables of the theme contract's values, drawn from the theme itself so the page never drifts.

const colors = honeyValues.color;
const WHITE = palette.grey0;

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14 };
const cell: CSSProperties = {
  padding: '8px 10px',
  borderBottom: '1px solid #e5e3dc',
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

const ratio = (a: string, b: string) => {
  const value = contrastRatio(a, b);
  return `${value.toFixed(2)}:1 ${contrastGrade(value)}`;
};

/** Every colour: its swatch, its value, and its contrast on white and on the page. */
export function ColorTokens() {
  return (
    <Table head={['Token', 'Swatch', 'Value', 'On white', 'On page']}>
      {Object.entries(colors).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>vars.color.{name}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: 48,
                height: 28,
                borderRadius: 6,
                background: value,
                border: '1px solid #8a8578',
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>{ratio(value, WHITE)}</td>
          <td style={cell}>{ratio(value, colors.page)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The text and background pairs the components use, each with its contrast (AA or better). */
export function TextPairs() {
  return (
    <Table head={['Text', 'Background', 'Sample', 'Contrast']}>
      {TEXT_PAIRS.map(([text, background]) => (
        <tr key={`${text}-${background}`}>
          <td style={{ ...cell, ...code }}>{text}</td>
          <td style={{ ...cell, ...code }}>{background}</td>
          <td style={cell}>
            <span
              style={{
                padding: '4px 10px',
                borderRadius: 6,
                color: colors[text],
                background: colors[background],
                fontWeight: 700,
              }}
            >
              Bees meet here
            </span>
          </td>
          <td style={cell}>{ratio(colors[text], colors[background])}</td>
        </tr>
      ))}
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
        background: WHITE,
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
