import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['6'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceAccent}, ${vars.color.page} 320px)`,
  '@media': { [media.tablet]: { paddingTop: vars.space['12'] } },
});

export const panel = style({
  width: '100%',
  maxWidth: '30rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const heading = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black });

export const lead = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const switchLine = style({ textAlign: 'center', color: vars.color.textMuted });

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const backHome = style({ alignSelf: 'flex-start' });

export const wizardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const wizardHeaderBar = style({ flex: 1 });

export const stepTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  // Focus moves here on each step for screen readers; a ring on a heading would only distract.
  selectors: { '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } },
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  padding: 0,
  marginBottom: vars.space['2'],
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const photo = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const photoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const photoRemove = style({
  position: 'absolute',
  top: vars.space['1'],
  right: vars.space['1'],
});

export const upload = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: 56,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
    '&:hover': { background: vars.color.surfaceAccent },
  },
});

export const status = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingLeft: vars.space['5'],
  margin: 0,
});
