import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** Fills the space it is given; the messages scroll inside it. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
});

export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const day = style({
  display: 'flex',
  justifyContent: 'center',
  margin: `${vars.space['3']} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const row = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['1'] },
  variants: {
    own: { true: { alignItems: 'flex-end' }, false: { alignItems: 'flex-start' } },
  },
});

export const bubble = recipe({
  base: {
    maxWidth: 'min(75%, 32rem)',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    own: {
      true: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        // The member's own bubbles sit at the end side; the corner nearest them is the tail.
        borderEndEndRadius: vars.radius.sm,
      },
      false: {
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderEndStartRadius: vars.radius.sm,
      },
    },
    failed: {
      true: {
        background: vars.color.dangerSurface,
        color: vars.color.text,
        border: `1px solid ${vars.color.danger}`,
      },
    },
  },
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const time = style({
  display: 'block',
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.xs,
  textAlign: 'end',
  opacity: 0.85,
});

export const seen = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 32,
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.dangerSurface } },
});

export const typing = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

export const jump = style({
  position: 'absolute',
  // Centred by left 50% and translate(-50%), which centre it the same in either direction.
  // eslint-disable-next-line no-restricted-syntax -- centring, not a side
  left: '50%',
  bottom: vars.space['3'],
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 36,
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.dark,
  color: vars.color.textOnDark,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
});

export const empty = style({
  margin: `${vars.space['8']} auto`,
  maxWidth: '24rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});
