import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { SelectControl, type SelectOption } from './SelectControl';

export type { SelectOption };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option, shown until the member picks one. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

/**
 * A labelled native select: the platform's own picker on phones, full keyboard and
 * screen-reader support, and no bytes of JavaScript for it.
 */
export function Select({ label, hint, error, className, ...rest }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(ids) => <SelectControl {...ids} {...rest} />}
    </Field>
  );
}
