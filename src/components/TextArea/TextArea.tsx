import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { textArea } from './TextArea.css';

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function TextArea({ label, hint, error, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(ids) => <textarea className={`${control} ${textArea}`} rows={rows} {...ids} {...rest} />}
    </Field>
  );
}
