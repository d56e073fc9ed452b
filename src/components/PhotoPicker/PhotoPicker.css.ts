import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const photo = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  top: vars.space['1'],
  insetInlineEnd: vars.space['1'],
});

export const mainLabel = style({
  position: 'absolute',
  insetInlineStart: vars.space['1'],
  bottom: vars.space['1'],
});

export const upload = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: 56,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
    '&:hover': { background: vars.color.surfaceAccent },
  },
});
