import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { error } from './Field.css';

export type FieldErrorProps = {
  /** The error's id, for its control's `aria-describedby`. */
  id?: string;
  /** What is wrong, in the interface's language. */
  children: string;
};

/** An error under a field; `role="alert"` makes screen readers announce it when it appears. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} className={error} role="alert">
      <CircleAlert size="1em" aria-hidden />
      {children}
    </p>
  );
}
