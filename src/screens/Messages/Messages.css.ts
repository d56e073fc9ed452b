import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';
import { screenBlockSize } from '../../styles/viewport.css';

/** The screen fills the viewport; the list and the chat scroll inside it. */
export const page = style({ display: 'flex', flexDirection: 'column', height: screenBlockSize });

/** On phones, with a chat open, the chat takes the whole screen. */
export const pageHeader = recipe({
  variants: {
    chatOpen: { true: { '@media': { [media.phone]: { display: 'none' } } }, false: {} },
  },
});

export const layout = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '20rem minmax(0, 1fr)' },
    [media.wide]: { gridTemplateColumns: '22rem minmax(0, 1fr)' },
  },
});

export const listPane = recipe({
  base: {
    minHeight: 0,
    overflowY: 'auto',
    background: vars.color.surface,
    '@media': { [media.tablet]: { borderInlineEnd: `1px solid ${vars.color.border}` } },
  },
  variants: {
    chatOpen: { true: { '@media': { [media.phone]: { display: 'none' } } }, false: {} },
  },
});

export const chatPane = recipe({
  base: { minHeight: 0, display: 'flex', flexDirection: 'column', background: vars.color.page },
  variants: {
    chatOpen: { true: {}, false: { '@media': { [media.phone]: { display: 'none' } } } },
  },
});

export const listState = style({ padding: vars.space['4'] });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
});

export const skeletonLines = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const noChat = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
});

// The open conversation ----------------------------------------------------------------------

/** Messages in the middle; on desktops the AI Starters get a column of their own. */
export const conversation = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr) auto auto',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 17rem',
      gridTemplateRows: 'minmax(0, 1fr) auto',
    },
  },
});

export const thread = style({
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.desktop]: { gridColumn: 1, gridRow: 1 } },
});

export const starters = style({
  minHeight: 0,
  '@media': {
    [media.desktop]: {
      gridColumn: 2,
      gridRow: '1 / span 2',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const composer = style({
  '@media': { [media.desktop]: { gridColumn: 1, gridRow: 2 } },
});

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 64,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Back to the list: only phones need it, where the list is not beside the chat. */
export const backToList = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

export const who = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const chatName = style({
  // As wide as the name, at the start side: a name in another script than the interface's
  // (dir=auto) then keeps its own beginning when it is cut short.
  width: 'fit-content',
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const onlineDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.success,
});

export const threadState = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
});
