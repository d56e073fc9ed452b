import { describe, expect, it } from 'vitest';
import { calendarFile, calendarHref, escapeText, foldLine } from './calendar';
import { sampleEvents } from './sampleEvents';

const stamp = new Date('2026-06-15T12:00:00Z');
const samba = {
  ...sampleEvents(stamp).find((event) => event.id === 'samba-feijoada-night')!,
  date: '2026-06-20',
  time: '19:00',
  durationMinutes: 240,
};
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The content lines of a file, continuation lines joined back (RFC 5545 unfolding). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

describe('the .ics file of an event', () => {
  const text = calendarFile(samba, stamp);

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line at 75 octets, continuations starting with a space', () => {
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // The description is long, so folding happened.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is one VEVENT in a VCALENDAR with a stable UID, DTSTAMP and local start and end', () => {
    const lines = unfold(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('PRODID:-//BeeGlobal//Cultural Events//EN');
    expect(lines).toContain('UID:samba-feijoada-night@events.beeglobal.app');
    expect(lines).toContain('DTSTAMP:20260615T120000Z');
    // The event's own wall-clock time: no Z, so no time zone moves it.
    expect(lines).toContain('DTSTART:20260620T190000');
    expect(lines).toContain('DTEND:20260620T230000');
    expect(lines).toContain('SUMMARY:Samba & Feijoada Night');
    expect(lines).toContain(
      'LOCATION:Fishtown\\, Philadelphia\\, 1423 Frankford Ave\\, Philadelphia\\, PA 19125',
    );
    // The same event gives the same UID whenever the file is made again.
    expect(unfold(calendarFile(samba, new Date('2026-07-01T00:00:00Z')))).toContain(
      'UID:samba-feijoada-night@events.beeglobal.app',
    );
  });

  it('escapes the description and keeps its paragraphs as \\n', () => {
    const description = unfold(text).find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain(
      'so nobody sits this one out.\\n\\nOrganized by Casa Brasil Philly',
    );
    expect(description).toContain('$25 per person');
    expect(description).toContain('What to expect: Live samba band\\, Feijoada dinner');
  });

  it('ends past midnight on the next day', () => {
    const late = calendarFile({ ...samba, time: '22:30', durationMinutes: 120 }, stamp);
    expect(unfold(late)).toContain('DTEND:20260621T003000');
  });

  it('is a data URL that decodes back to the file', () => {
    const href = calendarHref(samba, stamp);
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.split(',').slice(1).join(','))).toBe(text);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a new line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a character of several octets', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
