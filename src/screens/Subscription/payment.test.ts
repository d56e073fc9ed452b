import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  digitsBefore,
  EMPTY_PAYMENT,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  formatLongDate,
  formatPrice,
  missingPaymentFields,
  PAYMENT_SUCCESSFUL,
  planEndDate,
  savingsText,
  subscriptionFor,
} from './payment';
import { DEFAULT_PLAN_ID, PLANS, planById } from './plans';

/** Types `keys` one at a time into the expiry field, as the form does. */
const typeExpiry = (keys: string, start = '') =>
  [...keys].reduce((value, key) => formatExpiry(value + key, value), start);

/** Presses Backspace `times` at the end of the expiry field. */
const backspaceExpiry = (value: string, times: number) =>
  Array.from({ length: times }).reduce<string>(
    (current) => formatExpiry(current.slice(0, -1), current),
    value,
  );

describe('formatCardNumber', () => {
  it('shows the digits in groups of four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('keeps to 16 digits, within the 19-character limit', () => {
    const formatted = formatCardNumber('4242 4242 4242 4242 999');
    expect(formatted).toBe('4242 4242 4242 4242');
    expect(formatted).toHaveLength(19);
  });

  it('drops what is not a digit and regroups a pasted or edited number', () => {
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('424 24242')).toBe('4242 4242');
  });

  it('leaves no trailing space, so Backspace removes a digit every time', () => {
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month as one types', () => {
    expect(typeExpiry('1')).toBe('1');
    expect(typeExpiry('12')).toBe('12/');
    expect(typeExpiry('1228')).toBe('12/28');
  });

  it('keeps to MM/YY, five characters', () => {
    expect(typeExpiry('122899')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
  });

  it('takes a typed slash as the one it already added', () => {
    expect(typeExpiry('12/28')).toBe('12/28');
  });

  it('deletes back over the slash instead of putting it back', () => {
    expect(backspaceExpiry('12/28', 1)).toBe('12/2');
    expect(backspaceExpiry('12/28', 2)).toBe('12/');
    expect(backspaceExpiry('12/28', 3)).toBe('12');
    expect(backspaceExpiry('12/28', 4)).toBe('1');
    expect(backspaceExpiry('12/28', 5)).toBe('');
  });

  it('formats a pasted expiry with or without its slash', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
  });
});

describe('formatCvv', () => {
  it('keeps up to four digits', () => {
    expect(formatCvv('12a3')).toBe('123');
    expect(formatCvv('123456')).toBe('1234');
  });
});

describe('the caret in a formatted field', () => {
  it('stays after the same digits once spaces or the slash are added', () => {
    // A '2' typed after '4242 42' in '4242 4242': the caret was after it, at 8, and stays there.
    const typed = '4242 42242';
    const formatted = formatCardNumber(typed);
    expect(formatted).toBe('4242 4224 2');
    expect(caretAfterDigits(formatted, digitsBefore(typed, 8))).toBe(8);
    expect(caretAfterDigits('4242 4', 4)).toBe(4);
    expect(caretAfterDigits('12/28', 3)).toBe(4);
    expect(caretAfterDigits('12/28', 0)).toBe(0);
    expect(caretAfterDigits('12/', 9)).toBe(3);
  });
});

describe('missingPaymentFields', () => {
  const complete = {
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/28',
    cvv: '123',
    nameOnCard: 'Sam Rivera',
    billingAddress: '',
  };

  it('is empty when card number, expiry, CVV and name are given; the address is optional', () => {
    expect(missingPaymentFields(complete)).toEqual([]);
  });

  it('lists the empty required fields in the order of the form', () => {
    expect(missingPaymentFields(EMPTY_PAYMENT)).toEqual([
      'cardNumber',
      'expiryDate',
      'cvv',
      'nameOnCard',
    ]);
    expect(missingPaymentFields({ ...complete, cvv: '', nameOnCard: '   ' })).toEqual([
      'cvv',
      'nameOnCard',
    ]);
  });

  it('does no format, Luhn or expiry checks', () => {
    expect(missingPaymentFields({ ...complete, cardNumber: '1', expiryDate: '99/00' })).toEqual([]);
  });
});

describe('plans and the subscription they give', () => {
  const start = new Date('2026-06-15T12:00:00.000Z');

  it('offers monthly and yearly premium, yearly chosen at first', () => {
    expect(PLANS.map((plan) => [plan.name.message, plan.price, plan.periodDays])).toEqual([
      ['Monthly Premium', 40, 30],
      ['Yearly Premium', 400, 365],
    ]);
    expect(planById(DEFAULT_PLAN_ID).name.message).toBe('Yearly Premium');
    expect(planById('monthly').features).toHaveLength(6);
    expect(planById('yearly').features).toHaveLength(8);
    expect(savingsText(i18n, planById('yearly').savings!)).toBe('Save $80');
  });

  it('ends a plan its period in days after it starts', () => {
    expect(planEndDate(start, 30).toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(planEndDate(start, 365).toISOString()).toBe('2027-06-15T12:00:00.000Z');
    // Across a month's end and a leap day.
    expect(planEndDate(new Date('2028-02-15T08:30:00.000Z'), 30).toISOString()).toBe(
      '2028-03-16T08:30:00.000Z',
    );
  });

  it('stores plan name, price, ISO start and end dates and the active status', () => {
    expect(subscriptionFor(planById('monthly'), start)).toEqual({
      plan: 'Monthly Premium',
      price: 40,
      startDate: '2026-06-15T12:00:00.000Z',
      endDate: '2026-07-15T12:00:00.000Z',
      status: 'active',
    });
    expect(subscriptionFor(planById('yearly'), start).endDate).toBe('2027-06-15T12:00:00.000Z');
  });

  it('words prices, dates and the welcome for the screen', () => {
    expect(formatPrice(i18n.locale, 400)).toBe('$400');
    expect(formatPrice(i18n.locale, 1200)).toBe('$1,200');
    expect(formatLongDate(i18n.locale, '2027-06-15T12:00:00.000Z')).toBe('June 15, 2027');
    expect(i18n._(PAYMENT_SUCCESSFUL)).toBe('Payment successful! Welcome to BeeGlobal Premium!');
  });
});
