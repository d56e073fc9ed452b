import type { EventRsvp } from '../../contract/events';
import { REFERENCE_NOW } from '../../mocks/clock';
import { demoMember } from '../../mocks/sessions';
import { saveRsvp } from '../../state/rsvps';
import { sampleEvents } from './sampleEvents';

/** The sample events as the stories' pinned clock shows them. */
export const storyEvents = sampleEvents(REFERENCE_NOW);

export const storyEvent = (id: string) => storyEvents.find((event) => event.id === id)!;

export const SAMBA = storyEvent('samba-feijoada-night');
export const TEA_CEREMONY = storyEvent('tea-ceremony-wagashi');

/** A story's `beforeEach` that starts the demo member with an answer already given. */
export const answered =
  (id: string, rsvp: EventRsvp): (() => void) =>
  () =>
    saveRsvp(demoMember().id, id, rsvp);
