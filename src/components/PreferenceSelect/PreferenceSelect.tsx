import { Select, type SelectOption } from '../Select/Select';
import { compact } from './PreferenceSelect.css';

export type PreferenceSelectProps<Value extends string> = {
  label: string;
  options: readonly (SelectOption & { value: Value })[];
  value: Value;
  onChange: (value: Value) => void;
};

/**
 * A preference of the browser's, such as 'Theme', at the edge of a page: label and select on one
 * line, small. Members find the same choices in the profile menu.
 */
export function PreferenceSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
}: PreferenceSelectProps<Value>) {
  return (
    <Select
      className={compact}
      label={label}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    />
  );
}
