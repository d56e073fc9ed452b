import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const sectionTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const sectionHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/**
 * Cancel and Save stay in view while the long form scrolls under them: stuck to the bottom of
 * the dialog, across its padding, on the dialog's own surface.
 */
export const footer = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space['6']})`,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space['3'],
  margin: `0 calc(-1 * ${vars.space['6']}) calc(-1 * ${vars.space['6']})`,
  padding: `${vars.space['4']} ${vars.space['6']} ${vars.space['6']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
