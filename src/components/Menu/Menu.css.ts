import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const content = style({
  minWidth: 200,
  padding: vars.space['1'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: 40,
});

export const label = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceAccent },
    '&[data-highlighted]:focus-visible': { boxShadow: vars.shadow.focus },
  },
});

export const separator = style({
  height: 1,
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
});

/** The name of a group of choices, such as Theme. */
export const groupLabel = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** Room for a choice's tick, kept when it is not ticked so the labels line up. */
export const indicator = style({ display: 'inline-flex', width: 18, justifyContent: 'center' });
