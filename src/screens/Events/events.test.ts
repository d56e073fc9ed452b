import { describe, expect, it } from 'vitest';
import type { CulturalEvent } from '../../contract/events';
import { attendanceLevel } from '../../components/Attendance/attendance';
import { eventDay, eventPrice, eventTime } from '../../components/EventCard/eventFacts';
import { respond, rsvpChoices } from '../../components/RsvpActions/rsvp';
import { filterEvents, isFiltered } from './eventFilter';
import { sampleEvents } from './sampleEvents';

const today = new Date('2026-06-15T12:00:00Z');
const events = sampleEvents(today);
const titles = (list: CulturalEvent[]) => list.map((event) => event.title);
const byId = (id: string) => events.find((event) => event.id === id)!;

describe('the sample events', () => {
  it('are five, priced 15 to 30, for 25 to 150 people, all pending and upcoming', () => {
    expect(events).toHaveLength(5);
    expect(Math.min(...events.map((event) => event.price))).toBe(15);
    expect(Math.max(...events.map((event) => event.price))).toBe(30);
    expect(Math.min(...events.map((event) => event.maxAttendees))).toBe(25);
    expect(Math.max(...events.map((event) => event.maxAttendees))).toBe(150);
    for (const event of events) {
      expect(event.rsvpStatus).toBe('pending');
      expect(event.date > '2026-06-15').toBe(true);
      expect(event.image).not.toMatch(/^https?:/);
    }
    expect(new Set(events.map((event) => event.culturalTheme)).size).toBe(5);
  });
});

describe('filterEvents', () => {
  it('keeps everything without a filter', () => {
    expect(filterEvents(events, { search: '', theme: 'all' })).toHaveLength(5);
    expect(isFiltered({ search: ' ', theme: 'all' })).toBe(false);
  });

  it('searches title, description and theme, ignoring case', () => {
    expect(titles(filterEvents(events, { search: 'SAMBA', theme: 'all' }))).toEqual([
      'Samba & Feijoada Night',
    ]);
    // In a description only.
    expect(titles(filterEvents(events, { search: 'tatami', theme: 'all' }))).toEqual([
      'Japanese Tea Ceremony & Wagashi',
    ]);
    // The theme's name, though no title or description says it.
    expect(titles(filterEvents(events, { search: 'mexican', theme: 'all' }))).toEqual([
      'Lotería & Street Food Night',
    ]);
    expect(filterEvents(events, { search: 'oktoberfest', theme: 'all' })).toEqual([]);
  });

  it('finds a theme by the name the interface shows for it too', () => {
    const shown = (theme: string) => (theme === 'Brazilian' ? 'Brasileira' : theme);
    expect(titles(filterEvents(events, { search: 'brasileira', theme: 'all' }, shown))).toEqual([
      'Samba & Feijoada Night',
    ]);
    expect(filterEvents(events, { search: 'brasileira', theme: 'all' })).toEqual([]);
  });

  it('keeps the chosen theme only, and needs both conditions', () => {
    expect(titles(filterEvents(events, { search: '', theme: 'Indian' }))).toEqual([
      'Bollywood Dance Workshop',
    ]);
    expect(filterEvents(events, { search: '', theme: 'German' })).toEqual([]);
    expect(filterEvents(events, { search: 'samba', theme: 'Indian' })).toEqual([]);
    expect(isFiltered({ search: '', theme: 'French' })).toBe(true);
  });
});

describe('attendanceLevel', () => {
  const at = (currentAttendees: number, maxAttendees = 100) =>
    attendanceLevel({ ...events[0]!, currentAttendees, maxAttendees });

  it('is green below 50 %, yellow from 50 % to under 80 %, red from 80 %', () => {
    expect(at(0)).toBe('open');
    expect(at(49)).toBe('open');
    expect(at(50)).toBe('filling');
    expect(at(79)).toBe('filling');
    expect(at(80)).toBe('almostFull');
    expect(at(100)).toBe('almostFull');
    // 12 of 25 is 48 %, 20 of 25 is exactly 80 %.
    expect(at(12, 25)).toBe('open');
    expect(at(20, 25)).toBe('almostFull');
  });
});

describe('respond (RSVP)', () => {
  const pending = { ...byId('samba-feijoada-night'), currentAttendees: 10 };

  it('offers pending both answers, confirmed a cancel, declined a change of mind', () => {
    expect(rsvpChoices('pending')).toEqual(['confirmed', 'declined']);
    expect(rsvpChoices('confirmed')).toEqual(['declined']);
    expect(rsvpChoices('declined')).toEqual(['confirmed']);
  });

  it('confirming takes a seat', () => {
    expect(respond(pending, 'confirmed')).toEqual({
      rsvpStatus: 'confirmed',
      currentAttendees: 11,
    });
  });

  it('declining from pending changes no count', () => {
    expect(respond(pending, 'declined')).toEqual({ rsvpStatus: 'declined', currentAttendees: 10 });
  });

  it('cancelling a confirmed seat gives it back, never below 0', () => {
    const confirmed = { ...pending, rsvpStatus: 'confirmed' as const, currentAttendees: 11 };
    expect(respond(confirmed, 'declined')).toEqual({
      rsvpStatus: 'declined',
      currentAttendees: 10,
    });
    expect(respond({ ...confirmed, currentAttendees: 0 }, 'declined').currentAttendees).toBe(0);
  });

  it("'Changed My Mind!' confirms again and takes a seat", () => {
    const declined = { ...pending, rsvpStatus: 'declined' as const };
    expect(respond(declined, 'confirmed')).toEqual({
      rsvpStatus: 'confirmed',
      currentAttendees: 11,
    });
  });

  it('refuses to confirm a full event, and answers the event does not offer', () => {
    const full = byId('tea-ceremony-wagashi');
    expect(full.currentAttendees).toBe(full.maxAttendees);
    expect(() => respond(full, 'confirmed')).toThrow('The event is full');
    expect(respond(full, 'declined')).toEqual({ rsvpStatus: 'declined', currentAttendees: 25 });
    expect(() => respond({ ...pending, rsvpStatus: 'confirmed' }, 'confirmed')).toThrow();
    expect(() => respond({ ...pending, rsvpStatus: 'declined' }, 'declined')).toThrow();
  });
});

describe('how an event reads', () => {
  const locale = 'en';
  const event = { ...byId('samba-feijoada-night'), date: '2026-06-20', time: '19:00' };

  it('gives the long en-US day with its weekday, the same in any time zone', () => {
    expect(eventDay(event, locale)).toBe('Saturday, June 20, 2026');
    expect(eventDay({ ...event, date: '2026-01-01' }, locale)).toBe('Thursday, January 1, 2026');
  });

  it('gives the start in 12-hour time and the price in dollars', () => {
    expect(eventTime(event, locale)).toBe('7:00 PM');
    expect(eventTime({ ...event, time: '11:30' }, locale)).toBe('11:30 AM');
    expect(eventPrice(event, locale)).toBe('$25');
    expect(eventPrice({ ...event, price: 12.5 }, locale)).toBe('$12.50');
  });
});
