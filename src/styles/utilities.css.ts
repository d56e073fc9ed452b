import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden on screen, still read by assistive technology; the rules, for use inside a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRules);

/** A quiet text-and-icon button (a post's Like, the composer's shortcuts): no frame until hovered. */
export const quietButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 40,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

/** A framed panel on the page: a post, the composer. */
export const panel = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** A list laid out as a column of cards, without bullets. */
export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A post's small facts in a row that wraps: where, its theme, its date and price. */
export const factRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** A small icon beside its text: a post's location, an event's date. */
export const iconText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

/** Badges along the top of a picture, one at each end: a swipe card's, an event card's. */
export const badgesOverPicture = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInline: vars.space['3'],
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

/** A direction-bearing icon (arrow, chevron) points the way text runs, so it flips right to left. */
export const mirrorInRtl = style({
  selectors: { '[dir=rtl] &': { transform: 'scaleX(-1)' } },
});
