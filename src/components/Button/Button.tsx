import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { button, spinner, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner, keeps the label, and blocks further clicks while work is under way. */
    loading?: boolean;
    /** An icon before the label; for an icon-only button give `aria-label`. */
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = button({ variant, size, fullWidth, iconOnly });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <LoaderCircle className={spinner} size="1.1em" aria-hidden /> : icon}
      {children}
    </button>
  );
}
