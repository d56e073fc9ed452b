import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Lock from 'lucide-react/icons/lock';
import { Button } from '../../components/Button/Button';
import { control } from '../../components/Field/Field.css';
import { Field } from '../../components/Field/Field';
import { TextArea } from '../../components/TextArea/TextArea';
import {
  caretAfterDigits,
  digitsBefore,
  EMPTY_PAYMENT,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  missingPaymentFields,
  PAYMENT_LIMITS,
  type PaymentDetails,
  type PaymentField,
  type RequiredPaymentField,
} from './payment';
import * as styles from './Subscription.css';

/** What a field left empty says under it. */
const MISSING_TEXT: Record<RequiredPaymentField, MessageDescriptor> = {
  cardNumber: msg`Enter your card number`,
  expiryDate: msg`Enter the expiry date`,
  cvv: msg`Enter the CVV`,
  nameOnCard: msg`Enter the name on the card`,
};

type PaymentFormProps = {
  /** The Pay button's words with the chosen plan's price, e.g. 'Pay $400', translated. */
  payLabel: string;
  processing: boolean;
  onPay: (details: PaymentDetails) => void;
  /** A required field was empty: the form has marked it; the screen says so in a toast. */
  onIncomplete: () => void;
};

/** Card details for the simulated payment. Nothing typed is lost when a field is missing. */
export function PaymentForm({ payLabel, processing, onPay, onIncomplete }: PaymentFormProps) {
  const { t } = useLingui();
  const [details, setDetails] = useState<PaymentDetails>(EMPTY_PAYMENT);
  const [missing, setMissing] = useState<RequiredPaymentField[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const caret = useCaretKeeper();

  const update = (field: PaymentField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    // A marked field stops being marked once something is in it.
    if (value.trim()) setMissing((current) => current.filter((name) => name !== field));
  };

  /** Card number and expiry are formatted as typed, with the caret kept after the same digits. */
  const formatted =
    (field: 'cardNumber' | 'expiryDate' | 'cvv', format: (typed: string, was: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const typed = input.value;
      const next = format(typed, details[field]);
      const at = input.selectionStart ?? typed.length;
      caret.keep(
        input,
        at >= typed.length ? next.length : caretAfterDigits(next, digitsBefore(typed, at)),
      );
      update(field, next);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    const found = missingPaymentFields(details);
    setMissing(found);
    const [first] = found;
    if (first) {
      // The first field to fill in takes focus; what was typed elsewhere stays.
      (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      onIncomplete();
      return;
    }
    onPay(details);
  };

  const error = (field: RequiredPaymentField) =>
    missing.includes(field) ? t(MISSING_TEXT[field]) : undefined;

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-label={t`Payment`}>
      <Field label={t`Card number`} error={error('cardNumber')}>
        {(ids) => (
          <input
            {...ids}
            className={control}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={PAYMENT_LIMITS.cardNumber}
            required
            value={details.cardNumber}
            onChange={formatted('cardNumber', formatCardNumber)}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Field
          label={t`Expiry date`}
          hint={t({
            message: 'MM/YY',
            comment: 'The expiry date as typed: two digits of the month, then of the year',
          })}
          error={error('expiryDate')}
        >
          {(ids) => (
            <input
              {...ids}
              className={control}
              name="expiryDate"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={PAYMENT_LIMITS.expiryDate}
              required
              value={details.expiryDate}
              onChange={formatted('expiryDate', formatExpiry)}
            />
          )}
        </Field>
        <Field label={t`CVV`} hint={t`3 or 4 digits`} error={error('cvv')}>
          {(ids) => (
            <input
              {...ids}
              className={control}
              name="cvv"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={PAYMENT_LIMITS.cvv}
              required
              value={details.cvv}
              onChange={formatted('cvv', formatCvv)}
            />
          )}
        </Field>
      </div>
      <Field label={t`Name on card`} error={error('nameOnCard')}>
        {(ids) => (
          <input
            {...ids}
            className={control}
            name="nameOnCard"
            autoComplete="cc-name"
            autoCapitalize="words"
            spellCheck={false}
            required
            value={details.nameOnCard}
            onChange={(event) => update('nameOnCard', event.target.value)}
          />
        )}
      </Field>
      <TextArea
        label={t`Billing address (optional)`}
        name="billingAddress"
        autoComplete="street-address"
        rows={2}
        value={details.billingAddress}
        onChange={(event) => update('billingAddress', event.target.value)}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={processing}
        icon={<Lock size={18} aria-hidden />}
      >
        {payLabel}
      </Button>
    </form>
  );
}

/**
 * A controlled input whose value is reformatted loses its caret to the end; this puts it back
 * where it belongs once React has written the new value.
 */
function useCaretKeeper() {
  const pending = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const wanted = pending.current;
    pending.current = null;
    if (wanted && document.activeElement === wanted.input)
      wanted.input.setSelectionRange(wanted.at, wanted.at);
  });
  return { keep: (input: HTMLInputElement, at: number) => (pending.current = { input, at }) };
}
