import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

const BAR_HEIGHT = '4rem';
const safeArea = 'env(safe-area-inset-bottom, 0px)';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  paddingBottom: safeArea,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.bar,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  height: BAR_HEIGHT,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.link },
    '&:hover': { color: vars.color.text },
  },
});

/** For the page above the bar: room for its height and the safe area, on phones only. */
export const clearance = style({
  paddingBottom: `calc(${BAR_HEIGHT} + ${safeArea})`,
  '@media': { [media.tablet]: { paddingBottom: 0 } },
});
