import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAccent,
  color: vars.color.accentStrong,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const text = style({ color: vars.color.textMuted, maxWidth: '28rem' });
