import type { InputHTMLAttributes, ReactNode } from 'react';
import { box, checkbox } from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
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
