import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconText } from '../../styles/utilities.css';

export const rsvp = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const status = style([iconText, { gap: vars.space['2'], fontWeight: vars.fontWeight.bold }]);

export const full = style([
  iconText,
  {
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSurface,
    color: vars.color.dangerHover,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
