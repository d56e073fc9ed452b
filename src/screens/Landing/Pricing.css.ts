import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

/** The two plans side by side, the popular one flagged. */
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
  insetInlineEnd: vars.space['6'],
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
