import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  overflowWrap: 'anywhere',
});

export const content = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const picture = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
