import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, textLength } from '../Field/Field';
import { control } from '../Field/Field.css';
import { textArea } from './TextArea.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
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
