import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    fontWeight: vars.fontWeight.black,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: 32, height: 32, fontSize: vars.fontSize.xs },
      md: { width: 48, height: 48, fontSize: vars.fontSize.md },
      lg: { width: 96, height: 96, fontSize: vars.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
