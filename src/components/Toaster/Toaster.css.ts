import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: 'min(92vw, 380px)',
  paddingBlock: vars.space['3'],
  paddingInlineStart: vars.space['4'],
  // Room for the close button at the end.
  paddingInlineEnd: vars.space['10'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 6,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});

export const success = style({ borderInlineStartColor: vars.color.success });

export const error = style({ borderInlineStartColor: vars.color.danger });

export const icon = style({ marginTop: 2, flexShrink: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  width: 28,
  height: 28,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
