import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/**
 * A badge's looks, by what it says. Written out (the recipe is checked against it) so the
 * package's types name the choices, not vanilla-extract's.
 */
export type BadgeVariants = {
  tone?: 'beta' | 'online' | 'theme' | 'going' | 'compatibility' | 'neutral' | 'danger';
};

export const badge: (variants?: BadgeVariants) => string = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    padding: `2px ${vars.space['2']}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      beta: {
        background: vars.color.dark,
        color: vars.color.accent,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      },
      online: { background: vars.color.successSurface, color: vars.color.success },
      theme: {
        background: vars.color.surfaceAccent,
        color: vars.color.link,
        border: `1px solid ${vars.color.accent}`,
      },
      going: { background: vars.color.success, color: vars.color.textOnStatus },
      compatibility: { background: vars.color.accent, color: vars.color.textOnAccent },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      danger: { background: vars.color.danger, color: vars.color.textOnStatus },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
