import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: 64,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    sticky: { true: { position: 'sticky', top: 0, zIndex: 10 } },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Room for ascenders and descenders beyond the tight line height (Arabic's, 'g' and 'p'), which
  // the hidden overflow would clip; the negative margin keeps the line where it was.
  paddingBlock: '0.15em',
  marginBlock: '-0.15em',
});

export const actions = style({ display: 'flex', gap: vars.space['2'] });
