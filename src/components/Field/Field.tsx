'use client';

import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { counter, field, hint as hintClass, label as labelClass } from './Field.css';
import { FieldError } from './FieldError';

export type FieldProps = {
  /** The control's label, e.g. 'Email'. */
  label: ReactNode;
  /** Help under the control, e.g. the format expected; screen readers read it with the control. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and is announced as it appears. */
  error?: string;
  /** Draws the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
  /** Extra class names for the root element, after the component's own. */
  className?: string;
  /** Characters typed against the field's maximum; shown once the text nears the limit. */
  length?: { used: number; max: number };
};

/** Label, control, hint and error, wired for assistive technology. Used by every form control. */
export function Field({ label, hint, error, children, className, length }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${field} ${className}` : field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {length && <LengthCounter {...length} />}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The counter's figures for a controlled value with a maximum length, if both are given. */
export const textLength = (value: unknown, max: number | undefined) =>
  typeof value === 'string' && max ? { used: value.length, max } : undefined;

/** From this share of the maximum on, the counter shows: the member sees the limit coming. */
const COUNTER_FROM = 0.8;

/** 'n / max characters', once the text nears its maximum; nothing before. */
export function LengthCounter({ used, max }: { used: number; max: number }) {
  if (used < max * COUNTER_FROM) return null;
  return (
    <p className={counter} aria-live="polite">
      <Trans>
        {used} / {max} characters
      </Trans>
    </p>
  );
}
