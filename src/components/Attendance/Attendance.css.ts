import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { iconText } from '../../styles/utilities.css';

const tone = (text: string, surface: string) => ({
  vars: { '--attendance-text': text, '--attendance-surface': surface },
});

export const attendance = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
  variants: {
    level: {
      open: tone(vars.color.success, vars.color.successSurface),
      filling: tone(vars.color.warning, vars.color.warningSurface),
      almostFull: tone(vars.color.danger, vars.color.dangerSurface),
    },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['1'],
});

export const count = style({
  fontWeight: vars.fontWeight.black,
  color: 'var(--attendance-text)',
});

export const word = style([
  iconText,
  {
    marginInlineStart: 'auto',
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    background: 'var(--attendance-surface)',
    color: 'var(--attendance-text)',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.7,
  },
]);

export const track = style({
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  background: 'var(--attendance-text)',
});
