import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Label and select on one line, small: a preference at the edge of a page, not a form field. */
export const compact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

globalStyle(`${compact} select`, {
  minHeight: 36,
  paddingBlock: vars.space['1'],
  fontSize: vars.fontSize.sm,
});
