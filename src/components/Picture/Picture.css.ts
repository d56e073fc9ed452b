import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const frame = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({ objectFit: 'cover', userSelect: 'none' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.surfaceAccent})`,
  color: vars.color.textMuted,
});
