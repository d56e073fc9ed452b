import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { control } from '../Field/Field.css';
import type { SelectOption } from '../Select/Select';
import { chevron, select, wrapper } from '../Select/Select.css';
import { compact, name } from './PreferenceSelect.css';

export type PreferenceSelectProps<Value extends string> = {
  label: string;
  options: readonly (SelectOption & { value: Value })[];
  value: Value;
  onChange: (value: Value) => void;
};

/**
 * A preference of the browser's, such as 'Theme', at the edge of a page: label and native select
 * on one line, small. It has the Select's look without the Field around it (no hint, no error),
 * which keeps the landing page's first load light. Members find the same choices in the profile
 * menu.
 */
export function PreferenceSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
}: PreferenceSelectProps<Value>) {
  const id = useId();
  return (
    <span className={compact}>
      <label className={name} htmlFor={id}>
        {label}
      </label>
      <span className={wrapper}>
        <select
          id={id}
          className={`${control} ${select}`}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={chevron} size={18} aria-hidden />
      </span>
    </span>
  );
}
