import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** A card's looks, written out as the badge's are (see Badge.css.ts). */
export type CardVariants = {
  padding?: 'none' | 'md' | 'lg';
  elevation?: 'flat' | 'raised';
  highlight?: boolean;
};

export const card: (variants?: CardVariants) => string = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      md: { padding: vars.space['5'] },
      lg: { padding: vars.space['8'] },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
    highlight: {
      true: { borderColor: vars.color.accent, borderWidth: 2, boxShadow: vars.shadow.lg },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat' },
});
