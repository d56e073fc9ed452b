import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/** A button's looks, written out as the badge's are (see Badge.css.ts). */
export type ButtonVariants = {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'dark';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  iconOnly?: boolean;
};

export const button: (variants?: ButtonVariants) => string = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '2px solid transparent',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAccent } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnStatus,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      dark: {
        background: vars.color.dark,
        color: vars.color.textOnDark,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.darkHover } },
      },
    },
    size: {
      sm: {
        fontSize: vars.fontSize.sm,
        padding: `${vars.space['1']} ${vars.space['3']}`,
        minHeight: 32,
      },
      md: {
        fontSize: vars.fontSize.md,
        padding: `${vars.space['2']} ${vars.space['5']}`,
        minHeight: 44,
      },
      lg: {
        fontSize: vars.fontSize.lg,
        padding: `${vars.space['3']} ${vars.space['8']}`,
        minHeight: 52,
      },
    },
    fullWidth: { true: { width: '100%' } },
    iconOnly: { true: { padding: 0, aspectRatio: '1', borderRadius: vars.radius.full } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({ animation: `${spin} 0.8s linear infinite`, flexShrink: 0 });
