import { useId, type ReactNode } from 'react';
import { field, hint as hintClass, label as labelClass } from './Field.css';
import { FieldError } from './FieldError';

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Draws the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
  className?: string;
};

/** Label, control, hint and error, wired for assistive technology. Used by every form control. */
export function Field({ label, hint, error, children, className }: FieldProps) {
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
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
