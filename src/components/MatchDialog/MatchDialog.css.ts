import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const photoRing = style({
  padding: 4,
  borderRadius: vars.radius.full,
  background: `conic-gradient(${vars.color.accent}, ${vars.color.danger}, ${vars.color.accent})`,
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const bio = style({ color: vars.color.textMuted, maxWidth: '24rem' });
