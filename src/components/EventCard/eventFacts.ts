import type { CulturalEvent } from '../../contract/events';

// An event's day and start are its own local time: read and shown in UTC, they print the same
// on any machine, whatever its time zone.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

type When = Pick<CulturalEvent, 'date' | 'time'>;

/** 'Saturday, June 20, 2026'. */
export const eventDay = ({ date }: When) => dayFormat.format(new Date(`${date}T00:00Z`));

/** '7:00 PM'. */
export const eventTime = ({ date, time }: When) => timeFormat.format(new Date(`${date}T${time}Z`));

/** '$25', or '$12.50' when there are cents. */
export const eventPrice = ({ price }: Pick<CulturalEvent, 'price'>) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price);
