import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** Two short fields side by side (type and visibility, date and time, price and places). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space['3'],
});

export const eventFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAccent,
});

export const legend = style({
  padding: `0 ${vars.space['1']}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
