import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../brand';
import type { Subscription } from '../../contract/browserStorage';
import { dateFormat, formatUsd } from '../../i18n/format';
import type { Plan } from './plans';

/** The payment form. Payment is simulated: nothing here leaves the browser. */
export type PaymentDetails = {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
  billingAddress: string;
};

export type PaymentField = keyof PaymentDetails;

export const EMPTY_PAYMENT: PaymentDetails = {
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
  billingAddress: '',
};

/** Input length limits: 16 digits in groups of four, MM/YY, up to 4 digits. */
export const PAYMENT_LIMITS = { cardNumber: 19, expiryDate: 5, cvv: 4 } as const;

/** Every field but the billing address must be filled in, in the order the form shows them. */
export const REQUIRED_PAYMENT_FIELDS = [
  'cardNumber',
  'expiryDate',
  'cvv',
  'nameOnCard',
] as const satisfies readonly PaymentField[];

export type RequiredPaymentField = (typeof REQUIRED_PAYMENT_FIELDS)[number];

/** The screen's toasts, shown in the interface's language. */
export const PAYMENT_DETAILS_MISSING = msg`Please fill in all payment details`;
export const PROCESSING_PAYMENT = msg`Processing payment...`;
export const PAYMENT_SUCCESSFUL = msg`Payment successful! Welcome to ${PRODUCT_NAME} Premium!`;
export const CONTINUING_WITH_FREE_TRIAL = msg`Continuing with free trial`;

/** The required fields left empty (blank counts as empty); no format, Luhn or expiry checks. */
export const missingPaymentFields = (details: PaymentDetails): RequiredPaymentField[] =>
  REQUIRED_PAYMENT_FIELDS.filter((field) => details[field].trim() === '');

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The card number as typed, shown in groups of four: '4242 4242 4242 4242' at most. */
export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed, as MM/YY: the slash comes by itself after the month. `previous` is the
 * value before this keystroke: when the member is deleting, the slash is not put back, or
 * Backspace could never get past it.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = digitsOf(typed).slice(0, 4);
  const deleting = typed.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // Deleting the year's last digit leaves '12/'; deleting again takes the slash away.
  if (digits.length === 2) return deleting && !typed.endsWith('/') ? digits : `${digits}/`;
  return digits;
}

/** The CVV as typed: its digits only, four at most. */
export const formatCvv = (typed: string): string => digitsOf(typed).slice(0, 4);

/**
 * Where the caret belongs in a formatted value so that it stays after the same digits as in what
 * was typed (spaces and the slash are added around it, not typed).
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** How many digits come before `position` in `text`. */
export const digitsBefore = (text: string, position: number): number =>
  digitsOf(text.slice(0, position)).length;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan bought at `start` ends its period in days later, to the minute. */
export const planEndDate = (start: Date, periodDays: number): Date =>
  new Date(start.getTime() + periodDays * DAY_MS);

/** What the stored user holds after paying for `plan` at `start`. */
export function subscriptionFor(plan: Plan, start: Date): Subscription {
  return {
    plan: plan.storedName,
    price: plan.price,
    startDate: start.toISOString(),
    endDate: planEndDate(start, plan.periodDays).toISOString(),
    status: 'active',
  };
}

/** A plan's price in US dollars, the locale's way: '$400' in English (plan prices are whole dollars). */
export const formatPrice = (locale: string, dollars: number): string => formatUsd(locale, dollars);

/** A plan's saving in the interface's language: 'Save $80'. */
export function savingsText(i18n: I18n, dollars: number): string {
  const amount = formatPrice(i18n.locale, dollars);
  return i18n._(msg`Save ${amount}`);
}

/** 'June 15, 2027' in English, as the member's active plan states its end. */
export const formatLongDate = (locale: string, iso: string): string =>
  dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
