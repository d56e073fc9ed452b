import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 5px',
    borderRadius: vars.radius.full,
    background: vars.color.danger,
    color: vars.color.textOnStatus,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.black,
    lineHeight: 1,
  },
  variants: {
    placement: {
      inline: {},
      // Over the top end corner of a 22 px icon (top-right in left to right).
      icon: {
        position: 'absolute',
        top: 6,
        insetInlineStart: 'calc(50% + 4px)',
        border: `2px solid ${vars.color.surface}`,
      },
    },
  },
});
