import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.black });

export const lead = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

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

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  margin: 0,
});
