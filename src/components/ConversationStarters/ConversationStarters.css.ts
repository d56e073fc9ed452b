import { style } from '@vanilla-extract/css';
import { media } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

/** A strip above the composer on phones and tablets; a column of its own on desktops. */
export const panel = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAccent,
  '@media': {
    [media.desktop]: { height: '100%', padding: vars.space['4'], borderTop: 0, overflowY: 'auto' },
  },
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.black,
  color: vars.color.accentStrong,
});

/** One row that scrolls sideways; a column on desktops. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [media.desktop]: { flexDirection: 'column', overflowX: 'visible' } },
});

export const starter = style({
  flexShrink: 0,
  // Two short lines each on a phone's sideways strip.
  width: '15rem',
  height: '100%',
  minHeight: 40,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, background: vars.color.surface },
  },
  '@media': { [media.desktop]: { width: '100%', height: 'auto', padding: vars.space['3'] } },
});
