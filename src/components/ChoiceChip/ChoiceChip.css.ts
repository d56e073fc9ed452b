import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 40,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAccent },
    '&:has(input:checked)': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const mark = style({
  display: 'none',
  selectors: { [`${chip}:has(input:checked) &`]: { display: 'block' } },
});

/** The real input covers the chip, invisible: clicks, taps and test drivers all reach it directly. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
