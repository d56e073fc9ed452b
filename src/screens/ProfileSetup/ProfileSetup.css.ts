import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const lead = style({ color: vars.color.textMuted });

/** Two numbers side by side: they are short, and read as one range. */
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});
