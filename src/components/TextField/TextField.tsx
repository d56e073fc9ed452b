'use client';

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { Field, textLength } from '../Field/Field';
import { control } from '../Field/Field.css';
import { revealButton, revealInput, withReveal } from './TextField.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  /** The field's label, e.g. 'Title'. */
  label: ReactNode;
  /** Help under the field, e.g. the format expected; screen readers read it with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is announced as it appears. */
  error?: string;
  /** Called with the change event as the member types (`event.target.value`). */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
};

/**
 * A labelled text input. A password field gets a Show/Hide password toggle; with `maxLength`, a
 * counter shows as the text nears the limit.
 */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      length={textLength(rest.value, rest.maxLength)}
    >
      {(ids) =>
        isPassword ? (
          <div className={withReveal}>
            <input
              className={`${control} ${revealInput}`}
              type={revealed ? 'text' : 'password'}
              {...ids}
              {...rest}
            />
            <button
              type="button"
              className={revealButton}
              aria-label={revealed ? t`Hide password` : t`Show password`}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
            </button>
          </div>
        ) : (
          <input className={control} type={type} {...ids} {...rest} />
        )
      }
    </Field>
  );
}
