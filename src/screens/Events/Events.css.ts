import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';
import { visuallyHiddenRules } from '../../styles/utilities.css';

export const page = style({ minHeight: '100vh', background: vars.color.page });

/** The header and the filters stay in view as the list scrolls. */
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const main = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': { [media.tablet]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

// Filters ----------------------------------------------------------------------------------------

export const filters = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) 14rem',
      padding: `${vars.space['3']} ${vars.space['8']}`,
    },
  },
});

export const hiddenLabel = style(visuallyHiddenRules);

export const searchBox = style({ position: 'relative', display: 'flex' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: 44,
  paddingBlock: vars.space['2'],
  // Room for the search icon at the start.
  paddingInlineStart: vars.space['10'],
  paddingInlineEnd: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The selector's label is read aloud, not shown: the options name the cultures. */
export const themeSelect = style({ gap: 0 });

// List -------------------------------------------------------------------------------------------

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const listHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ display: 'flex', flexDirection: 'column' });
