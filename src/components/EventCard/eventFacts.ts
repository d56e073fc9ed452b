import type { CulturalEvent } from '../../contract/events';
import { dateFormat, formatUsd } from '../../i18n/format';

// An event's day and start are its own local time: read and shown in UTC, they print the same
// on any machine, whatever its time zone. Each is written the way the given locale writes it.
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };

type When = Pick<CulturalEvent, 'date' | 'time'>;

/** 'Saturday, June 20, 2026' in English. */
export const eventDay = ({ date }: When, locale: string) =>
  dateFormat(locale, DAY).format(new Date(`${date}T00:00Z`));

/** '7:00 PM' in English. */
export const eventTime = ({ date, time }: When, locale: string) =>
  dateFormat(locale, TIME).format(new Date(`${date}T${time}Z`));

/** '$25', or '$12.50' when there are cents, in English; always US dollars. */
export const eventPrice = ({ price }: Pick<CulturalEvent, 'price'>, locale: string) =>
  formatUsd(locale, price);
