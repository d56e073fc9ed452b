import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { breakpoints, media } from '../../styles/tokens';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
});

export const brandLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

/** Link names show from tablet up; on a phone the icons carry them (still read aloud). */
export const linkText = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const profileButton = style({
  display: 'inline-flex',
  border: 0,
  padding: 2,
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' } },
});

export const main = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black });
