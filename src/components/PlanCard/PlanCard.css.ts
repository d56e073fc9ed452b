import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The chosen card is framed in honey; the ring of keyboard focus goes round the whole card. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: `linear-gradient(180deg, ${vars.color.surfaceAccent}, ${vars.color.surface} 9rem)`,
      boxShadow: vars.shadow.md,
    },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** A drawn radio: a ring, filled with a honey dot when chosen. */
export const radio = style({
  // Above the label stretched over the card, so a press on the round button lands on it.
  position: 'relative',
  zIndex: 1,
  appearance: 'none',
  flexShrink: 0,
  width: 22,
  height: 22,
  margin: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:checked': {
      borderColor: vars.color.accentStrong,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
      background: vars.color.accentStrong,
    },
    // The card shows the focus ring instead.
    '&:focus-visible': { boxShadow: 'none' },
    '&:checked:focus-visible': { boxShadow: `inset 0 0 0 4px ${vars.color.surface}` },
  },
});

/** The label's box covers the card, so the whole card is its click target. */
export const title = style({
  flex: 1,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  },
});

export const savings = style({ fontSize: vars.fontSize.sm });

export const priceLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['1'] });

export const price = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const per = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['3']} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const check = style({ flexShrink: 0, marginTop: 1, color: vars.color.success });
