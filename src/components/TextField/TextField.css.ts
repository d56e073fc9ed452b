import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const withReveal = style({ position: 'relative', display: 'flex' });

export const revealButton = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const revealInput = style({ paddingInlineEnd: 48 });
