import { PRODUCT_NAME } from '../../brand';
import type { CulturalEvent } from '../../contract/events';
import { eventPrice } from '../../components/EventCard/eventFacts';

/*
 * An event as an iCalendar file (RFC 5545) for 'Add to calendar': CRLF line ends, lines folded
 * at 75 octets, text escaped, a UID that stays the same for the event, and the start and end in
 * the event's own local time ("floating" times, which calendars show as written).
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * The file's words are English, as its PRODID says (`//EN`), and its price is written the
 * English way: a calendar file is not the interface, and every calendar app reads it the same.
 */
const FILE_LOCALE = 'en-US';

/** Backslash, semicolon, comma and line breaks escaped, as TEXT values need. */
export const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with a
 * space; a character is never split across lines (its UTF-8 bytes stay together).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYYMMDDTHHMMSS of a date's UTC fields, with Z for a moment in UTC. */
const dateTime = (date: Date, utc: boolean) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
  `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}${utc ? 'Z' : ''}`;

/** The event's .ics file name, e.g. 'samba-feijoada-night.ics'. */
export const calendarFileName = (event: CulturalEvent) => `${event.id}.ics`;

/** The event's calendar entry, written at `stamp` (its DTSTAMP). */
export function calendarFile(event: CulturalEvent, stamp: Date): string {
  // The event's wall-clock start, held in a Date's UTC fields so no time zone shifts it.
  const start = new Date(`${event.date}T${event.time}:00Z`);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const description = [
    event.description,
    `Organized by ${event.organizer}`,
    `${eventPrice(event, FILE_LOCALE)} per person`,
    `What to expect: ${event.tags.join(', ')}`,
  ].join('\n\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Cultural Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@events.beeglobal.app`,
    `DTSTAMP:${dateTime(stamp, true)}`,
    `DTSTART:${dateTime(start, false)}`,
    `DTEND:${dateTime(end, false)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(`${event.location}, ${event.address}`)}`,
    `CATEGORIES:${escapeText(event.culturalTheme)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join(CRLF)
    .concat(CRLF);
}

/** A link target that downloads the file, without a server or an object URL to revoke. */
export const calendarHref = (event: CulturalEvent, stamp: Date) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(event, stamp))}`;
