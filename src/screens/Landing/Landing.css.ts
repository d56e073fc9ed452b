import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

// Top bar
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.94)',
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'blur(8px)',
});

export const topBarInner = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

// Hero
export const hero = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1.1fr 0.9fr',
      padding: `${vars.space['16']} ${vars.space['6']}`,
    },
  },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const eyebrow = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.black,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
});

export const heroTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['4xl'] } },
});

export const heroLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '36rem',
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const heroArt = style({
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.surfaceAccent}, #fdefc8)`,
  padding: vars.space['4'],
});

export const heroSvg = style({ width: '100%', height: 'auto', display: 'block' });

// Sections
export const section = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const sectionInner = style([section, { paddingBlock: 0 }]);

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

export const sectionLead = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space['3']})`,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.black });

export const muted = style({ color: vars.color.textMuted });

// Benefits
export const benefitGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const benefitCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const benefitIcon = style({
  width: 48,
  height: 48,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
});

// How it works
export const howItWorks = style({
  background: vars.color.surfaceAccent,
  paddingBlock: vars.space['12'],
  scrollMarginTop: 64,
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const stepNumber = style({
  width: 56,
  height: 56,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.dark,
  color: vars.color.accent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

// Figures
export const figures = style({ background: vars.color.dark, color: vars.color.textOnDark });

export const figureList = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['6'],
  textAlign: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.black,
  color: vars.color.accent,
});

export const figureLabel = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

// Pricing
export const planGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 26rem))',
      justifyContent: 'center',
    },
  },
});

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const popular = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space['3']})`,
  right: vars.space['6'],
});

export const price = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.black });

export const savings = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const planIntro = style({ fontWeight: vars.fontWeight.bold });

export const featureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const featureCheck = style({ color: vars.color.success, flexShrink: 0, marginTop: 3 });

// Call-to-action band
export const band = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['12']} ${vars.space['4']}`,
  textAlign: 'center',
  background: vars.color.accent,
  color: vars.color.textOnAccent,
});

export const bandTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
});

export const bandText = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });

// Footer
export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  maxWidth: contentWidth,
  margin: '0 auto',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' } },
});

export const footerBrand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const footerNote = style({ color: vars.color.textMuted, maxWidth: '20rem' });

export const footerTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.black,
  marginBottom: vars.space['3'],
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const footerLink = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
});

export const copyright = style({
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
