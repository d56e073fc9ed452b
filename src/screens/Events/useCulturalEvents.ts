import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../components/Toaster/notify';
import { respond } from '../../components/RsvpActions/rsvp';
import type { CulturalEvent, RsvpStatus } from '../../contract/events';
import { now } from '../../state/clock';
import { saveRsvp, useMemberRsvps } from '../../state/rsvps';
import { useSession } from '../../state/session';
import { sampleEvents } from './sampleEvents';

/** The toasts of an RSVP: a title and a description each. */
export const GOING_TOAST = [
  msg`Amazing! You're going! 🎉`,
  msg`Can't wait to see you there! Check your email for event details.`,
] as const;
export const NOT_GOING_TOAST = [
  msg`No worries! Maybe next time! 😊`,
  msg`We'll let you know about similar events in the future.`,
] as const;

/** The sample events as the signed-in member sees them: with their own RSVPs applied. */
export function useCulturalEvents() {
  const { t } = useLingui();
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
    if (status === 'confirmed') notify.success(t(GOING_TOAST[0]), t(GOING_TOAST[1]));
    else notify.info(t(NOT_GOING_TOAST[0]), t(NOT_GOING_TOAST[1]));
  };

  return { events, answer };
}
