import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { breakpoints, contentWidth, media } from '../../styles/tokens';
import { visuallyHiddenRules } from '../../styles/utilities.css';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  maxWidth: contentWidth,
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
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: visuallyHiddenRules,
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
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black });
