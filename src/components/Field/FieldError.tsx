import { CircleAlert } from 'lucide-react';
import { error } from './Field.css';

export type FieldErrorProps = { id?: string; children: string };

/** An error under a field; `role="alert"` makes screen readers announce it when it appears. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} className={error} role="alert">
      <CircleAlert size="1em" aria-hidden />
      {children}
    </p>
  );
}
