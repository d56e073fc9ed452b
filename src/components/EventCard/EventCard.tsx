import { useId } from 'react';
import { CalendarDays, Clock, MapPin, Ticket } from 'lucide-react';
import type { CulturalEvent } from '../../contract/events';
import { Attendance } from '../Attendance/Attendance';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Picture } from '../Picture/Picture';
import { ThemeBadge } from './ThemeBadge';
import { eventDay, eventPrice, eventTime } from './eventFacts';
import * as styles from './EventCard.css';

export type EventCardProps = {
  event: CulturalEvent;
  /** Opens the event's detail view: from the title (the whole card, for a pointer) or Join Event. */
  onOpen: (event: CulturalEvent) => void;
};

/** The id of a card's title button, where focus returns from the event's detail view. */
export const eventCardId = (event: Pick<CulturalEvent, 'id'>) => `event-card-${event.id}`;

/** A cultural event in the events list: what, when, where, how much and how full. */
export function EventCard({ event, onOpen }: EventCardProps) {
  const titleId = useId();
  const open = () => onOpen(event);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Picture src={event.image} alt="" className={styles.image} />
        <div className={styles.badges}>
          <ThemeBadge event={event} />
          {event.rsvpStatus === 'confirmed' && <Badge tone="going">Going!</Badge>}
        </div>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {/* The title's button covers the card, so a click anywhere on it opens the event. */}
          <button
            id={eventCardId(event)}
            type="button"
            className={styles.titleButton}
            onClick={open}
          >
            {event.title}
          </button>
        </h3>
        <p className={styles.description}>{event.description}</p>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <CalendarDays size={16} aria-hidden />
            {eventDay(event)}
          </li>
          <li className={styles.fact}>
            <Clock size={16} aria-hidden />
            {eventTime(event)}
          </li>
          <li className={styles.fact}>
            <MapPin size={16} aria-hidden />
            {event.location}
          </li>
          <li className={styles.fact}>
            <Ticket size={16} aria-hidden />
            <span>
              <span className={styles.price}>{eventPrice(event)}</span> per person
            </span>
          </li>
        </ul>
        <Attendance currentAttendees={event.currentAttendees} maxAttendees={event.maxAttendees} />
        <Button className={styles.join} fullWidth onClick={open}>
          Join Event
        </Button>
      </div>
    </article>
  );
}
