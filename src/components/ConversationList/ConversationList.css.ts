import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = recipe({
  base: {
    display: 'flex',
    gap: vars.space['3'],
    alignItems: 'center',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    color: vars.color.text,
    textDecoration: 'none',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-current="true"]': {
        background: vars.color.surfaceAccent,
        boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
      },
      // The current conversation's bar sits on its start edge, the right one in right to left.
      '[dir=rtl] &[aria-current="true"]': { boxShadow: `inset -4px 0 0 ${vars.color.accent}` },
    },
  },
  variants: { unread: { true: {}, false: {} } },
});

export const photo = style({ position: 'relative', flexShrink: 0, display: 'inline-flex' });

export const onlineDot = style({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: 0,
  width: 14,
  height: 14,
  borderRadius: vars.radius.full,
  background: vars.color.success,
  border: `2px solid ${vars.color.surface}`,
});

export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

export const topLine = line;

export const bottomLine = style([line, { alignItems: 'center' }]);

export const name = style({
  fontWeight: vars.fontWeight.bold,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const nationality = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const lastMessage = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${item.classNames.variants.unread.true} &`]: {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const unread = style({
  minWidth: 22,
  height: 22,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
