import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transform: 'translateZ(0)',
});

export const indicator = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `transform ${vars.duration.normal} ease-out`,
});
