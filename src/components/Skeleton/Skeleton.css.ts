import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    background: vars.color.border,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      block: { borderRadius: vars.radius.lg },
      circle: { borderRadius: vars.radius.full },
      line: { borderRadius: vars.radius.sm },
    },
  },
});
