import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  cursor: 'pointer',
});

export const box = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.accentStrong,
  cursor: 'inherit',
});
