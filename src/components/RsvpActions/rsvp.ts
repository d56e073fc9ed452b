import type { CulturalEvent, EventRsvp, RsvpStatus } from '../../contract/events';
import { isFull } from '../Attendance/attendance';

/** The answers an event offers from where the member stands: pending may go either way. */
export function rsvpChoices(status: RsvpStatus): RsvpStatus[] {
  return status === 'pending'
    ? ['confirmed', 'declined']
    : status === 'confirmed'
      ? ['declined']
      : ['confirmed'];
}

/**
 * An RSVP's effect on an event. Confirming takes a seat (not when the event is full); leaving
 * a confirmed seat gives it back, never below 0; declining without having confirmed changes no
 * count. Answers the event offers no way to (confirmed to confirmed, say) are refused.
 */
export function respond(event: CulturalEvent, answer: RsvpStatus): EventRsvp {
  const { rsvpStatus, currentAttendees } = event;
  if (!rsvpChoices(rsvpStatus).includes(answer))
    throw new Error(`An RSVP cannot go from ${rsvpStatus} to ${answer}`);
  if (answer === 'confirmed') {
    if (isFull(event)) throw new Error('The event is full');
    return { rsvpStatus: answer, currentAttendees: currentAttendees + 1 };
  }
  return {
    rsvpStatus: answer,
    currentAttendees:
      rsvpStatus === 'confirmed' ? Math.max(0, currentAttendees - 1) : currentAttendees,
  };
}
