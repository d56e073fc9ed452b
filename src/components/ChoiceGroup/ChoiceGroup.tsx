'use client';

import type { ReactNode } from 'react';
import { chips, fieldset, hint as hintClass, legend as legendClass } from '../../styles/form.css';
import { ChoiceChip } from '../ChoiceChip/ChoiceChip';

export type ChoiceOption = string | { value: string; label: string };

type Common = {
  legend: ReactNode;
  /** Shared by the group's inputs, so arrow keys move through a pick-one group. */
  name: string;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
};

export type ChoiceGroupProps = Common &
  (
    | { type: 'radio'; value: string; onChange: (value: string) => void }
    | { type?: 'checkbox'; value: readonly string[]; onChange: (values: string[]) => void }
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
