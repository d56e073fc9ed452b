import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { chevron, select, wrapper } from './Select.css';

export type SelectOption = { value: string; label: string };

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
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(ids) => (
        <div className={wrapper}>
          <select className={`${control} ${select}`} {...ids} {...rest}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={chevron} size={18} aria-hidden />
        </div>
      )}
    </Field>
  );
}
