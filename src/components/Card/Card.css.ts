import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const card = recipe({
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

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
