import type { InputHTMLAttributes, ReactNode } from 'react';
import Check from 'lucide-react/icons/check';
import { chip, input, mark } from './ChoiceChip.css';

export type ChoiceChipProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** The chip's words, e.g. 'Cooking'. */
  label: ReactNode;
  /** Called with the change event when the member picks the chip (or unpicks a checkbox one). */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  /** `checkbox` for a pick-many list (interests), `radio` for a pick-one list (gender). */
  type?: 'checkbox' | 'radio';
};

/** A pill-shaped choice backed by a real checkbox or radio, so keyboard and screen readers just work. */
export function ChoiceChip({ label, type = 'checkbox', className, ...rest }: ChoiceChipProps) {
  return (
    <label className={className ? `${chip} ${className}` : chip}>
      <input type={type} className={input} {...rest} />
      <Check className={mark} size={16} aria-hidden />
      {label}
    </label>
  );
}
