import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css';
import { media } from './tokens';

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    margin: vars.space,
    marginBlock: vars.space,
    textAlign: ['left', 'center'],
  },
  shorthands: { p: ['padding'], py: ['paddingBlock'], px: ['paddingInline'] },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
