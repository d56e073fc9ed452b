'use client';

import type { ReactNode } from 'react';
import { chips, fieldset, hint as hintClass, legend as legendClass } from '../../styles/form.css';
import { ChoiceChip } from '../ChoiceChip/ChoiceChip';

export type ChoiceOption = string | { value: string; label: string };

type Common = {
  /** The group's title, e.g. 'Interests'. */
  legend: ReactNode;
  /** Shared by the group's inputs, so arrow keys move through a pick-one group. */
  name: string;
  /** The chips, in order: a string is both value and label, else `{ value, label }`. */
  options: readonly ChoiceOption[];
  /** A line under the chips, e.g. how many are picked; read out when it changes. */
  hint?: ReactNode;
};

export type ChoiceGroupProps = Common &
  (
    | {
        /** radio: pick one (value is a string); checkbox: pick many (value is a list). */
        type: 'radio';
        /** The value picked (radio) or the values picked (checkbox). */
        value: string;
        /** Called with the new value (radio) or the new list of values (checkbox) on each pick. */
        onChange: (value: string) => void;
      }
    | {
        /**
         * radio: pick one (value is a string); checkbox: pick many (value is a list).
         * @default checkbox
         */
        type?: 'checkbox';
        /** The value picked (radio) or the values picked (checkbox). */
        value: readonly string[];
        /** Called with the new value (radio) or the new list of values (checkbox) on each pick. */
        onChange: (values: string[]) => void;
      }
  );

const valueOf = (option: ChoiceOption) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: ChoiceOption) => (typeof option === 'string' ? option : option.label);

/** A titled group of chips: pick one (radio) or pick many (checkbox). */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, name, options, hint } = props;
  const isChosen = (value: string) =>
    props.type === 'radio' ? props.value === value : props.value.includes(value);
  const choose = (value: string) => {
    if (props.type === 'radio') return props.onChange(value);
    props.onChange(
      props.value.includes(value)
        ? props.value.filter((chosen) => chosen !== value)
        : [...props.value, value],
    );
  };
  return (
    <fieldset className={fieldset}>
      <legend className={legendClass}>{legend}</legend>
      <div className={chips}>
        {options.map((option) => (
          <ChoiceChip
            key={valueOf(option)}
            type={props.type ?? 'checkbox'}
            name={name}
            value={valueOf(option)}
            label={labelOf(option)}
            checked={isChosen(valueOf(option))}
            onChange={() => choose(valueOf(option))}
          />
        ))}
      </div>
      {hint && (
        <p className={hintClass} aria-live="polite">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
