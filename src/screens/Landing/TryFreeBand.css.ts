import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The call to try it free, on the accent band. */
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
