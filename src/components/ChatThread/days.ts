import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateFormat } from '../../i18n/format';

/** Local calendar day of a date, e.g. '2026-06-15', for grouping messages under a separator. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const TODAY = msg({ message: 'Today', comment: 'Chat day separator: messages sent today' });
const YESTERDAY = msg({
  message: 'Yesterday',
  comment: 'Chat day separator: messages sent yesterday',
});

/**
 * A day separator's words in the interface's language: 'Today', 'Yesterday', 'Monday, June 8',
 * or with the year if not this one.
 */
export function dayLabel(date: Date, now: Date, i18n: I18n): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return i18n._(TODAY);
  if (dayKey(date) === dayKey(yesterday)) return i18n._(YESTERDAY);
  return dateFormat(i18n.locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** A message's time of day, the locale's way: '3:05 PM' in English. */
export const clockTime = (date: Date, locale: string) =>
  dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
