import { useSyncExternalStore } from 'react';
import { RSVP_STATUSES } from '../contract/choices';
import type { EventRsvp } from '../contract/events';
import { rsvpStorageKey } from './session';

/*
 * A member's event RSVPs: the change is local only, so they live in this browser's storage, one
 * key per member, and survive a reload; logout removes them (see the session store). Other tabs
 * follow through the storage event.
 */

export type MemberRsvps = Readonly<Record<string, EventRsvp>>;

// Checked by hand rather than with zod: the events screen would load all of zod for this alone.
const isRsvp = (value: unknown): value is EventRsvp => {
  const { rsvpStatus, currentAttendees } = (value ?? {}) as Partial<
    Record<keyof EventRsvp, unknown>
  >;
  return (
    (RSVP_STATUSES as readonly unknown[]).includes(rsvpStatus) &&
    Number.isInteger(currentAttendees) &&
    (currentAttendees as number) >= 0
  );
};

/** What was stored, if it is a map of event ids to answers; anything else is no answers. */
function parseStored(raw: string): MemberRsvps {
  const stored: unknown = JSON.parse(raw);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return NONE;
  return Object.values(stored).every(isRsvp) ? (stored as MemberRsvps) : NONE;
}

const NONE: MemberRsvps = {};
const listeners = new Set<() => void>();
/** The last parse, reused while the stored text is unchanged (a stable snapshot for React). */
let last: { raw: string | null; rsvps: MemberRsvps } = { raw: null, rsvps: NONE };

function read(memberId: string): MemberRsvps {
  const raw = localStorage.getItem(rsvpStorageKey(memberId));
  if (raw === last.raw) return last.rsvps;
  let rsvps: MemberRsvps;
  try {
    // Anything unreadable (edited by hand, an older shape) counts as no answers yet.
    rsvps = raw === null ? NONE : parseStored(raw);
  } catch {
    rsvps = NONE;
  }
  last = { raw, rsvps };
  return rsvps;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The member's answers by event id. */
export function useMemberRsvps(memberId: string): MemberRsvps {
  return useSyncExternalStore(subscribe, () => read(memberId));
}

/** Keeps a member's answer to one event. */
export function saveRsvp(memberId: string, eventId: string, rsvp: EventRsvp) {
  const next = { ...read(memberId), [eventId]: rsvp };
  localStorage.setItem(rsvpStorageKey(memberId), JSON.stringify(next));
  listeners.forEach((listener) => listener());
}
