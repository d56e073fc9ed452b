'use client';

import { useId } from 'react';
import { SelectControl, type SelectOption } from '../Select/SelectControl';
import { compact, name } from './PreferenceSelect.css';

export type PreferenceSelectProps<Value extends string> = {
  /** The select's `name`: the pre-rendered landing page's script finds the Theme select by it. */
  name: string;
  /** The words before the select, e.g. 'Theme'. */
  label: string;
  /** The choices, each a `value` and its `label`. */
  options: readonly (SelectOption & { value: Value })[];
  /** The choice in force (controlled). */
  value: Value;
  /** Called with the option's value when the member picks one. */
  onChoose: (value: Value) => void;
};

/**
 * A preference of the browser's, such as 'Theme', at the edge of a page: label and native select
 * on one line, small. The Select's control without the Field around it (no hint, no error), which
 * keeps the landing page's first load light. Members find the same choices in the profile menu.
 */
export function PreferenceSelect<Value extends string>({
  name: selectName,
  label,
  options,
  value,
  onChoose,
}: PreferenceSelectProps<Value>) {
  const id = useId();
  return (
    <div className={compact}>
      <label className={name} htmlFor={id}>
        {label}
      </label>
      <SelectControl
        id={id}
        name={selectName}
        options={options}
        value={value}
        onChange={(event) => onChoose(event.target.value as Value)}
      />
    </div>
  );
}
