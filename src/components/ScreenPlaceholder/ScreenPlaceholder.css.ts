import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: vars.space['6'],
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
});
