import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const field = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const input = style({
  width: '100%',
  minHeight: 44,
  // Grows with its text up to about six lines, then scrolls.
  maxHeight: '9rem',
  fieldSizing: 'content',
  resize: 'none',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
});
