import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

/** The hero: the promise, the way in, and its picture. */
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
  background: `linear-gradient(135deg, ${vars.color.surfaceAccent}, ${vars.color.surfaceAccentStrong})`,
  padding: vars.space['4'],
});

export const heroSvg = style({ width: '100%', height: 'auto', display: 'block' });
