import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const counter = style([hint, { alignSelf: 'flex-end' }]);

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

/** The shared look of text inputs, text areas and selects. */
export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
