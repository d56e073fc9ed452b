import type { SelectHTMLAttributes } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { control } from '../Field/Field.css';
import { chevron, select, wrapper } from './Select.css';

export type SelectOption = { value: string; label: string };

export type SelectControlProps = SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly SelectOption[];
  /** Text of an empty first option, shown until the member picks one. */
  placeholder?: string;
};

/** The native select with its chevron, without label or field (Select and PreferenceSelect add those). */
export function SelectControl({ options, placeholder, className, ...rest }: SelectControlProps) {
  return (
    <div className={wrapper}>
      <select className={`${control} ${select}${className ? ` ${className}` : ''}`} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className={chevron} size={18} aria-hidden />
    </div>
  );
}
