import { useMemo } from 'react';
import { respond } from '../../components/RsvpActions/rsvp';
import { notify } from '../../components/Toaster/notify';
import type { CulturalEvent, RsvpStatus } from '../../contract/events';
import { now } from '../../state/clock';
import { saveRsvp, useMemberRsvps } from '../../state/rsvps';
import { useSession } from '../../state/session';
import { sampleEvents } from './sampleEvents';

export const GOING_TOAST = [
  "Amazing! You're going! 🎉",
  "Can't wait to see you there! Check your email for event details.",
] as const;
export const NOT_GOING_TOAST = [
  'No worries! Maybe next time! 😊',
  "We'll let you know about similar events in the future.",
] as const;

/** The sample events as the signed-in member sees them: with their own RSVPs applied. */
export function useCulturalEvents() {
  const memberId = useSession((state) => state.user?.id ?? '');
  const rsvps = useMemberRsvps(memberId);
  const today = now().toISOString().slice(0, 10);
  const events = useMemo(
    () => sampleEvents(new Date(today)).map((event) => ({ ...event, ...rsvps[event.id] })),
    [today, rsvps],
  );

  /** Keeps the member's answer (only the local change is known) and says so in a toast. */
  const answer = (event: CulturalEvent, status: RsvpStatus) => {
    saveRsvp(memberId, event.id, respond(event, status));
    if (status === 'confirmed') notify.success(...GOING_TOAST);
    else notify.info(...NOT_GOING_TOAST);
  };

  return { events, answer };
}
