import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Sparkles from 'lucide-react/icons/sparkles';
import Ticket from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import { Attendance } from '../../components/Attendance/Attendance';
import { Badge } from '../../components/Badge/Badge';
import { eventDay, eventPrice, eventTime } from '../../components/EventCard/eventFacts';
import { isFull } from '../../components/Attendance/attendance';
import { Picture } from '../../components/Picture/Picture';
import { RsvpActions } from '../../components/RsvpActions/RsvpActions';
import { ThemeBadge } from '../../components/EventCard/ThemeBadge';
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
  const { t, i18n } = useLingui();
  // An element, not a string: the name stays a text node of its own beside the words, so the
  // line is set exactly as before.
  const organizer = <>{event.organizer}</>;
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
            {event.rsvpStatus === 'confirmed' && (
              <Badge tone="going">
                <Trans>Going!</Trans>
              </Badge>
            )}
          </div>
          <h2 id="event-title" ref={heading} tabIndex={-1} className={styles.title}>
            <bdi>{event.title}</bdi>
          </h2>
          <p className={styles.organizer}>
            <Trans comment="{organizer} is the name of the group that runs the event">
              Organized by {organizer}
            </Trans>
          </p>
          <p className={styles.description} dir="auto">
            {event.description}
          </p>
        </div>
        <dl className={styles.facts}>
          <Fact icon={<CalendarDays size={20} aria-hidden />} term={t`Date and time`}>
            <span className={styles.strong}>{eventDay(event, i18n.locale)}</span>
            <span className={styles.iconLine}>
              <Clock size={16} aria-hidden />
              {eventTime(event, i18n.locale)}
            </span>
          </Fact>
          <Fact icon={<MapPin size={20} aria-hidden />} term={t`Location`}>
            <bdi className={styles.strong}>{event.location}</bdi>
            <bdi>{event.address}</bdi>
          </Fact>
          <Fact icon={<Ticket size={20} aria-hidden />} term={t`Price`}>
            <span className={styles.price}>{eventPrice(event, i18n.locale)}</span>
            <span>
              <Trans>Per person (includes everything!)</Trans>
            </span>
          </Fact>
          <Fact icon={<Users size={20} aria-hidden />} term={t`Attendance`}>
            <Attendance
              currentAttendees={event.currentAttendees}
              maxAttendees={event.maxAttendees}
            />
          </Fact>
        </dl>
        <section className={styles.expect} aria-labelledby="what-to-expect">
          <h3 id="what-to-expect" className={styles.expectTitle}>
            <Trans>What to Expect</Trans>
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
