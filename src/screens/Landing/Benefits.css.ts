import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { media } from '../../styles/tokens';

/** Why BeeGlobal: the benefit cards, four across on a desktop. */
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
