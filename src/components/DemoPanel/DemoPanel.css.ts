import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { panel as framedPanel } from '../../styles/utilities.css';
import { aboveScreensBlockSize } from '../../styles/viewport.css';

/** Its own block size, so that a screen filling the viewport can leave room for it. */
const BAR_BLOCK_SIZE = '3rem';

/**
 * The Demo bar: the page's first row, in the flow. Anything fixed over the page covers some text
 * or control on a phone (a long page without a bar has content in every corner at one end of its
 * scroll or the other), so the bar takes a row of its own instead, above every screen.
 */
export const bar = style({
  position: 'relative',
  // Its panel opens over the page: above the screens' sticky top bars (20), below dialogs (50).
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  blockSize: BAR_BLOCK_SIZE,
  paddingInline: vars.space['3'],
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`:root:has(${bar})`, { vars: { [aboveScreensBlockSize]: BAR_BLOCK_SIZE } });

/** Opens below the toggle, over the page, and scrolls when taller than the viewport below the bar. */
export const panel = style([
  framedPanel,
  {
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space['2']})`,
    insetInlineStart: vars.space['3'],
    display: 'grid',
    gap: vars.space['3'],
    width: '20rem',
    maxWidth: `calc(100% - ${vars.space['6']})`,
    maxHeight: `calc(100dvh - ${BAR_BLOCK_SIZE} - ${vars.space['4']})`,
    overflowY: 'auto',
    padding: vars.space['4'],
    boxShadow: vars.shadow.lg,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const domains = style({ display: 'grid', gap: vars.space['2'] });

export const problem = style({
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.dangerHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: 40,
    maxWidth: '100%',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
  },
  variants: {
    active: {
      // A staged failure is on: the toggle says which, in the warning colours, all the time.
      true: {
        background: vars.color.warningSurface,
        borderColor: vars.color.warning,
        color: vars.color.warning,
      },
      false: {},
    },
  },
});

/** A long label gives way, the icon does not. */
export const icon = style({ flexShrink: 0 });

export const active = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});
