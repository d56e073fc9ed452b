import type { CULTURAL_THEMES, RSVP_STATUSES } from './choices';

/** A member's answer to a cultural event's invitation: everyone starts as pending. */
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** A culture of the events' theme filter; 'all' is no filter. */
export type EventTheme = (typeof CULTURAL_THEMES)[number];

/** A cultural event of the events list, as the client keeps it. */
export type CulturalEvent = {
  id: string;
  title: string;
  description: string;
  culturalTheme: Exclude<EventTheme, 'all'>;
  emoji: string;
  /** A local image URL (never a remote one: demos run offline). */
  image: string;
  organizer: string;
  /** The day, as an ISO date (YYYY-MM-DD) in the event's own time zone. */
  date: string;
  /** The start, as 24-hour HH:mm in the event's own time zone. */
  time: string;
  /** How long it runs, for the calendar entry. */
  durationMinutes: number;
  location: string;
  address: string;
  /** Per person, in US dollars. */
  price: number;
  currentAttendees: number;
  maxAttendees: number;
  tags: string[];
  rsvpStatus: RsvpStatus;
};

/** What an RSVP changes on an event; kept per member in this browser. */
export type EventRsvp = Pick<CulturalEvent, 'rsvpStatus' | 'currentAttendees'>;
