import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';
import { iconText, panel } from '../../styles/utilities.css';

export const detail = style([
  panel,
  {
    maxWidth: '56rem',
    margin: '0 auto',
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
  },
]);

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  '@media': { [media.tablet]: { aspectRatio: '21 / 8' } },
});

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['5'],
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const intro = style({ display: 'grid', gap: vars.space['2'] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const organizer = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const facts = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** An icon beside its term and value: [icon term] over [icon value]. */
export const fact = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAccent,
});

/** Its icon and text are laid out by the fact's grid. */
export const factTerm = style({ display: 'contents' });

export const factIcon = style({
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
});

export const factTermText = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const factValue = style({
  gridColumn: 2,
  display: 'grid',
  gap: 2,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const price = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

export const iconLine = style([iconText]);

export const expect = style({ display: 'grid', gap: vars.space['3'] });

export const expectTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const tags = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tag = style([iconText, { gap: vars.space['2'], color: vars.color.text }]);

export const rsvp = style({
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});
