import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { button, spinner, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /**
     * Shows a spinner and blocks further clicks while work is under way. The button stays
     * focusable (aria-disabled, not disabled), so keyboard focus is not lost mid-submit.
     */
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
  onClick,
  ...rest
}: ButtonProps) {
  const classes = button({ variant, size, fullWidth, iconOnly });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <LoaderCircle className={spinner} size="1.1em" aria-hidden /> : icon}
      {children}
    </button>
  );
}
