import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { SelectControl, type SelectOption } from './SelectControl';

export type { SelectOption };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> & {
  /** The select's label, e.g. 'Visibility'. */
  label: ReactNode;
  /** The choices, each a `value` and its `label`, in order. */
  options: readonly SelectOption[];
  /** Text of an empty first option, shown until the member picks one. */
  placeholder?: string;
  /** Help under the select; screen readers read it with the select. */
  hint?: ReactNode;
  /** What is wrong with the choice; marks the select invalid and is announced as it appears. */
  error?: string;
  /** Called with the change event when the member picks an option (`event.target.value`). */
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
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
