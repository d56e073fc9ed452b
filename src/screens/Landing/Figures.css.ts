import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentWidth, media } from '../../styles/tokens';

/** BeeGlobal in numbers, on the dark band. */
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
