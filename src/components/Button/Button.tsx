'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Link, type LinkProps } from '../Link/Link';
import { button, spinner, type ButtonVariants } from './Button.css';

/** The looks Button and ButtonLink share (the recipe's variants), described for the props table. */
type ButtonLooks = {
  /**
   * How much it stands out: primary for the one main action of a view, secondary or ghost for the
   * others, danger for a destructive one, dark on an accent-coloured band. @default primary
   */
  variant?: ButtonVariants['variant'];
  /**
   * Its height: sm (32 px) in dense rows, md (44 px) elsewhere, lg (52 px) for a call to action.
   * @default md
   */
  size?: ButtonVariants['size'];
  /** Stretches it across its container, as a form's submit on a phone. @default false */
  fullWidth?: ButtonVariants['fullWidth'];
  /** A round button with the icon alone; give it an `aria-label`. @default false */
  iconOnly?: ButtonVariants['iconOnly'];
};

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> &
  ButtonLooks & {
    /**
     * Called with the click event when the button is pressed (pointer, Enter or Space); not while
     * `loading`.
     */
    onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
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
  ButtonLooks & {
    /** Extra class names for the link, after the button's own. */
    className?: string;
  };

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
