import type { InputHTMLAttributes, ReactNode } from 'react';
import { box, checkbox } from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** The words beside the box; a click on them toggles it too. */
  label: ReactNode;
  /** Called with the change event when the member ticks or unticks it (`event.target.checked`). */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
};

/** A native checkbox with its label: the whole row is the click target. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ? `${checkbox} ${className}` : checkbox}>
      <input type="checkbox" className={box} {...rest} />
      <span>{label}</span>
    </label>
  );
}
