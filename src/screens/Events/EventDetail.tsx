import { useEffect, useRef, type ReactNode } from 'react';
import { CalendarDays, Clock, MapPin, Sparkles, Ticket, Users } from 'lucide-react';
import { Attendance } from '../../components/Attendance/Attendance';
import { isFull } from '../../components/Attendance/attendance';
import { Badge } from '../../components/Badge/Badge';
import { eventDay, eventPrice, eventTime } from '../../components/EventCard/eventFacts';
import { ThemeBadge } from '../../components/EventCard/ThemeBadge';
import { Picture } from '../../components/Picture/Picture';
import { RsvpActions } from '../../components/RsvpActions/RsvpActions';
import type { CulturalEvent, RsvpStatus } from '../../contract/events';
import { now } from '../../state/clock';
import { calendarFileName, calendarHref } from './calendar';
import * as styles from './EventDetail.css';

type EventDetailProps = {
  event: CulturalEvent;
  onRespond: (answer: RsvpStatus) => void;
  /** Opened from the list: focus moves to the event, as it would on a new page. */
  focusOnOpen: boolean;
};

/** One event in full, with the RSVP answers it offers the member. */
export function EventDetail({ event, onRespond, focusOnOpen }: EventDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [event.id, focusOnOpen]);

  return (
    <article className={styles.detail} aria-labelledby="event-title">
      <Picture src={event.image} alt="" className={styles.image} />
      <div className={styles.body}>
        <div className={styles.intro}>
          <div className={styles.badges}>
            <ThemeBadge event={event} />
            {event.rsvpStatus === 'confirmed' && <Badge tone="going">Going!</Badge>}
          </div>
          <h2 id="event-title" ref={heading} tabIndex={-1} className={styles.title}>
            {event.title}
          </h2>
          <p className={styles.organizer}>Organized by {event.organizer}</p>
          <p className={styles.description}>{event.description}</p>
        </div>
        <dl className={styles.facts}>
          <Fact icon={<CalendarDays size={20} aria-hidden />} term="Date and time">
            <span className={styles.strong}>{eventDay(event)}</span>
            <span className={styles.iconLine}>
              <Clock size={16} aria-hidden />
              {eventTime(event)}
            </span>
          </Fact>
          <Fact icon={<MapPin size={20} aria-hidden />} term="Location">
            <span className={styles.strong}>{event.location}</span>
            <span>{event.address}</span>
          </Fact>
          <Fact icon={<Ticket size={20} aria-hidden />} term="Price">
            <span className={styles.price}>{eventPrice(event)}</span>
            <span>Per person (includes everything!)</span>
          </Fact>
          <Fact icon={<Users size={20} aria-hidden />} term="Attendance">
            <Attendance
              currentAttendees={event.currentAttendees}
              maxAttendees={event.maxAttendees}
            />
          </Fact>
        </dl>
        <section className={styles.expect} aria-labelledby="what-to-expect">
          <h3 id="what-to-expect" className={styles.expectTitle}>
            What to Expect
          </h3>
          <ul className={styles.tags} aria-labelledby="what-to-expect">
            {event.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                <Sparkles size={16} aria-hidden />
                {tag}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.rsvp}>
          <RsvpActions
            status={event.rsvpStatus}
            full={isFull(event)}
            onRespond={onRespond}
            calendar={{ href: calendarHref(event, now()), fileName: calendarFileName(event) }}
          />
        </div>
      </div>
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>
        <span className={styles.factIcon}>{icon}</span>
        <span className={styles.factTermText}>{term}</span>
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
