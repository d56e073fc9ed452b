'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Link, type LinkProps } from '../Link/Link';
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

export type ButtonLinkProps = Omit<LinkProps, 'className'> &
  ButtonVariants & { className?: string };

/**
 * A button that goes to another screen. It is a link underneath, so it works from the landing
 * page's pre-rendered HTML before the app's script has run; `role="button"` keeps the name
 * people know it by, and Space presses it as it would a button (links answer Enter only).
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  onKeyDown,
  ...rest
}: ButtonLinkProps) {
  const classes = button({ variant, size, fullWidth, iconOnly });
  return (
    <Link
      role="button"
      draggable={false}
      className={className ? `${classes} ${className}` : classes}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      {...rest}
    />
  );
}
