import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, textLength } from '../Field/Field';
import { control } from '../Field/Field.css';
import { textArea } from './TextArea.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> & {
  /** The field's label, e.g. 'Bio'. */
  label: ReactNode;
  /** Help under the field, e.g. the format expected; screen readers read it with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is announced as it appears. */
  error?: string;
  /** Called with the change event as the member types (`event.target.value`). */
  onChange?: TextareaHTMLAttributes<HTMLTextAreaElement>['onChange'];
};

/** A labelled multi-line input; with `maxLength`, a counter shows as the text nears the limit. */
export function TextArea({ label, hint, error, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      length={textLength(rest.value, rest.maxLength)}
    >
      {(ids) => <textarea className={`${control} ${textArea}`} rows={rows} {...ids} {...rest} />}
    </Field>
  );
}
