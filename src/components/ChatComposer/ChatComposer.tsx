'use client';

import { useId, type KeyboardEvent, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { mirrorInRtl, visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button/Button';
import { LengthCounter } from '../Field/Field';
import * as styles from './ChatComposer.css';

export type ChatComposerProps = {
  /** The text in the field (controlled). */
  value: string;
  /** Called with the field's new text as the member types. */
  onChange: (value: string) => void;
  /** Called with the text when the member sends; blank text never gets here. */
  onSend: (text: string) => void;
  /** The longest message the backend accepts. */
  maxLength: number;
  /** Who the message goes to, for the field's label. */
  recipient: string;
  /** Turns the field and Send off: nothing can be typed or sent. @default false */
  disabled?: boolean;
  /** The message field (`<textarea>`), e.g. to focus it after a starter is picked. */
  ref?: Ref<HTMLTextAreaElement>;
};

/** The message field: Enter sends, Shift+Enter adds a line; blank (trimmed) text is not sent. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  maxLength,
  recipient,
  disabled,
  ref,
}: ChatComposerProps) {
  const { t } = useLingui();
  const id = useId();
  const blank = value.trim() === '';
  const send = () => {
    if (!blank && !disabled) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME choosing characters) belongs to the IME.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className={visuallyHidden} htmlFor={id}>
        <Trans comment="Label of the message field: write a message to {recipient}">
          Message {recipient}
        </Trans>
      </label>
      <div className={styles.field}>
        <textarea
          ref={ref}
          id={id}
          className={styles.input}
          rows={1}
          value={value}
          maxLength={maxLength}
          placeholder={t`Type a message…`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          enterKeyHint="send"
        />
        <LengthCounter used={value.length} max={maxLength} />
      </div>
      <Button
        type="submit"
        iconOnly
        icon={<SendHorizontal size={20} className={mirrorInRtl} aria-hidden />}
        aria-label={t`Send message`}
        disabled={blank || disabled}
      />
    </form>
  );
}
