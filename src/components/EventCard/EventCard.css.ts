import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { badgesOverPicture, iconText, panel } from '../../styles/utilities.css';

export const card = style([
  panel,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    transition: `box-shadow ${vars.duration.normal}, transform ${vars.duration.normal}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
      '&:focus-within': { boxShadow: vars.shadow.md },
    },
  },
]);

export const media = style({ position: 'relative' });

export const image = style({ aspectRatio: '16 / 9', width: '100%' });

export const badges = badgesOverPicture;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space['3'],
  padding: vars.space['4'],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const titleButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // Stretched over the whole card: a pointer anywhere on it opens the event.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { borderRadius: vars.radius.lg, boxShadow: vars.shadow.focus },
  },
});

/** Two lines of the description; the detail view has the rest. */
export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const fact = style([iconText, { gap: vars.space['2'] }]);

export const price = style({ fontWeight: vars.fontWeight.black });

/** Above the title's stretched button, so it takes its own clicks. */
export const join = style({ position: 'relative', marginTop: 'auto' });
