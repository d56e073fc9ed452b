import { CircleAlert } from 'lucide-react';
import { error } from './Field.css';

/** An error under a field; `role="alert"` makes screen readers announce it when it appears. */
export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className={error} role="alert">
      <CircleAlert size="1em" aria-hidden />
      {children}
    </p>
  );
}
