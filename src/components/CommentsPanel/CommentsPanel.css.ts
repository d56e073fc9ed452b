import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const comment = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const bubble = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const author = style({ fontWeight: vars.fontWeight.bold });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const text = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const input = style({ flex: 1, minHeight: 40, borderRadius: vars.radius.full });

export const send = style({ width: 40, height: 40 });
