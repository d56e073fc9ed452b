import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const mark = style({ width: 32, height: 32, color: vars.color.accent, flexShrink: 0 });

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.01em',
});
