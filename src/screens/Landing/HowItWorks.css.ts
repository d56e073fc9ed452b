import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

/** How it works: three numbered steps on a tinted band, where See How It Works scrolls to. */
export const howItWorks = style({
  background: vars.color.surfaceAccent,
  paddingBlock: vars.space['12'],
  scrollMarginTop: 64,
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const stepNumber = style({
  width: 56,
  height: 56,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.dark,
  color: vars.color.accent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});
