import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';
import { panel } from '../../styles/utilities.css';

export const page = style({
  minHeight: '100vh',
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent}, ${vars.color.page} 360px)`,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['8']} ${vars.space['8']} ${vars.space['12']}` },
  },
});

export const lead = style({
  maxWidth: '44rem',
  margin: '0 auto',
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** Phones and tablets: plans, then payment. Desktops: the plans beside the payment panel. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  '@media': {
    [media.desktop]: {
      maxWidth: 'none',
      gridTemplateColumns: 'minmax(0, 42rem) 24rem',
      justifyContent: 'center',
    },
  },
});

export const sectionTitle = style({
  padding: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const plans = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

/** Side by side from tablets up, equally tall so their tops and bottoms line up. */
export const planGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const checkout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(64px + ${vars.space['6']})` } },
});

export const paymentPanel = style([panel, { padding: vars.space['5'] }]);

export const secureNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const secureIcon = style({ flexShrink: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const freeTrial = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const freeTrialText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// A premium member's plan ------------------------------------------------------------------------

export const activePlan = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.dark,
  color: vars.color.textOnDark,
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { maxWidth: `calc(42rem + 24rem + ${vars.space['6']})` } },
});

export const activeIcon = style({ flexShrink: 0, color: vars.color.accent });

export const activeTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.black });

export const activeText = style({ fontSize: vars.fontSize.sm });
