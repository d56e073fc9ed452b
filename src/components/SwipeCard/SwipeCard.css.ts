import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';
import { badgesOverPicture, iconText } from '../../styles/utilities.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.md,
    userSelect: 'none',
    textAlign: 'start',
  },
  variants: {
    size: {
      compact: { height: '24rem' },
      // Phones keep the whole card and its buttons on one screen.
      large: { height: '30rem', '@media': { [media.tablet]: { height: '37.5rem' } } },
    },
  },
});

export const photo = recipe({
  base: { position: 'relative', flexShrink: 0, background: vars.color.surfaceMuted },
  variants: {
    size: {
      compact: { height: '14rem' },
      large: { height: '12rem', '@media': { [media.tablet]: { height: '16rem' } } },
    },
  },
});

export const badges = badgesOverPicture;

/** Name and facts over the bottom of the photo, on a shade dark enough for white text. */
export const identity = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['3']}`,
  background: `linear-gradient(to top, ${vars.picture.scrim}, ${vars.picture.scrimClear})`,
  color: vars.picture.text,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const who = style({ flex: 1, minWidth: 0 });

/** 'View profile': a white pill on the photo's shade, a press away from the whole profile. */
export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: 2,
  minHeight: 32,
  paddingBlock: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAccent } },
});

export const name = recipe({
  base: { fontWeight: vars.fontWeight.black },
  variants: {
    size: {
      compact: { fontSize: vars.fontSize.lg },
      large: { fontSize: vars.fontSize['2xl'] },
    },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fact = iconText;

export const details = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    padding: vars.space['4'],
    overflow: 'hidden',
    minHeight: 0,
  },
  variants: { size: { compact: { gap: vars.space['2'] }, large: {} } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space['1'],
});

export const text = recipe({
  base: {
    fontSize: vars.fontSize.sm,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  variants: { clamp: { 2: { WebkitLineClamp: 2 }, 3: { WebkitLineClamp: 3 } } },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAccent,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Portraits keep the face in view when the frame crops them. */
export const portrait = style({ objectPosition: 'center 30%' });
