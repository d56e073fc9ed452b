import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
  background: `radial-gradient(circle at 50% 30%, ${vars.color.surfaceAccent}, ${vars.color.page} 60%)`,
});

export const code = style({
  fontSize: '5rem',
  fontWeight: vars.fontWeight.black,
  color: vars.color.accentStrong,
  lineHeight: 1,
});

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black });

export const text = style({
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
