import { createGlobalVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { media, reducedMotionFlag } from '../../styles/tokens';

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['4'],
    width: '100%',
    marginInline: 'auto',
  },
  variants: {
    size: { compact: { maxWidth: '20rem' }, large: { maxWidth: '24rem' } },
  },
});

/** Every card sits in the same grid cell, so the stack is as tall as its cards. */
export const cards = style({
  display: 'grid',
  width: '100%',
  // Room for the cards peeking out below the top one.
  paddingBottom: vars.space['4'],
});

const slot = style({ gridArea: '1 / 1', position: 'relative', borderRadius: vars.radius.xl });

export const underCard = style([
  slot,
  {
    pointerEvents: 'none',
    transformOrigin: 'bottom center',
    selectors: {
      '&[data-depth="1"]': { transform: 'translateY(8px) scale(0.96)', opacity: 0.9 },
      '&[data-depth="2"]': { transform: 'translateY(16px) scale(0.92)', opacity: 0.75 },
    },
  },
]);

// The drag's offset and lean, set on the top card by useCardDrag. Registered as not inherited, so
// a pointer move restyles the card alone, not every element inside it.
createGlobalVar('drag-x', { syntax: '<length>', inherits: false, initialValue: '0px' });
createGlobalVar('drag-y', { syntax: '<length>', inherits: false, initialValue: '0px' });
createGlobalVar('drag-turn', { syntax: '<angle>', inherits: false, initialValue: '0deg' });

// Reduced motion: the card does not fly; it stays, dimmed in colour, until the next comes up.
const staying = { transform: 'none', opacity: 1, filter: 'saturate(0.3)' };

/**
 * The top card follows the pointer through --drag-x/--drag-y (set without React), leans with the
 * drag, and flies out to the side it was swiped to. Vertical panning stays with the page.
 */
export const topCard = style([
  slot,
  {
    vars: { '--drag-x': '0px', '--drag-y': '0px', '--drag-turn': '0deg' },
    zIndex: 1,
    touchAction: 'pan-y',
    cursor: 'grab',
    transform: 'translate(var(--drag-x), var(--drag-y)) rotate(var(--drag-turn))',
    transition: `transform 300ms cubic-bezier(0.2, 0.8, 0.2, 1.2), opacity 300ms`,
    selectors: {
      // Its own compositor layer while dragged: a move is a transform, not a repaint.
      '&[data-dragging]': { transition: 'none', cursor: 'grabbing', willChange: 'transform' },
      '&[data-leaving="like"], &[data-leaving="superlike"]': {
        transform: 'translate(150%, var(--drag-y)) rotate(24deg)',
        opacity: 0,
      },
      '&[data-leaving="superlike"]': { transform: 'translate(0, -120%)' },
      '&[data-leaving="pass"]': {
        transform: 'translate(-150%, var(--drag-y)) rotate(-24deg)',
        opacity: 0,
      },
    },
    '@media': { [media.reducedMotion]: { selectors: { '&[data-leaving]': staying } } },
  },
  { selectors: { [`${reducedMotionFlag} &[data-leaving]`]: staying } },
]);

export const stamp = style({
  position: 'absolute',
  top: vars.space['8'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: '4px solid currentColor',
  borderRadius: vars.radius.md,
  background: vars.picture.stamp,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${vars.duration.fast}`,
});

// The stamps keep their physical sides in either direction, as the swipe does: a drag to the
// right likes, so LIKE shows on the left edge the card leads away from, PASS on the right.
export const likeStamp = style({
  // eslint-disable-next-line no-restricted-syntax -- physical, like the swipe (see above)
  left: vars.space['4'],
  color: vars.picture.like,
  transform: 'rotate(-14deg)',
  selectors: {
    [`[data-indicator="like"] > &, [data-leaving="like"] > &`]: { opacity: 1 },
  },
});

export const passStamp = style({
  // eslint-disable-next-line no-restricted-syntax -- physical, like the swipe (see above)
  right: vars.space['4'],
  color: vars.picture.pass,
  transform: 'rotate(14deg)',
  selectors: {
    [`[data-indicator="pass"] > &, [data-leaving="pass"] > &`]: { opacity: 1 },
  },
});

export const actions = recipe({
  base: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  variants: {
    size: { compact: { gap: vars.space['4'] }, large: { gap: vars.space['6'] } },
  },
});

// The buttons' sizes: Super Like is the smaller one.
const actionSizes = {
  compact: { width: 48, height: 48 },
  large: { width: 60, height: 60 },
};
const superLikeSizes = [
  { variants: { kind: 'superlike', size: 'large' }, style: { width: 48, height: 48 } },
  { variants: { kind: 'superlike', size: 'compact' }, style: { width: 40, height: 40 } },
] as const;

export const actionButton = recipe({
  base: { boxShadow: vars.shadow.md },
  variants: {
    kind: {
      pass: { color: vars.color.danger, borderColor: vars.color.danger },
      superlike: { color: vars.color.info, borderColor: vars.color.info },
      like: {},
    },
    size: actionSizes,
  },
  compoundVariants: [...superLikeSizes],
});

/** A button's place while the profiles load. */
export const actionPlace = recipe({
  base: { display: 'flex' },
  variants: { kind: { pass: {}, superlike: {}, like: {} }, size: actionSizes },
  compoundVariants: [...superLikeSizes],
});
