'use client';

import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import Ticket from 'lucide-react/icons/ticket';
import type { CulturalEvent } from '../../contract/events';
import { Attendance } from '../Attendance/Attendance';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Picture } from '../Picture/Picture';
import { ThemeBadge } from './ThemeBadge';
import { eventDay, eventPrice, eventTime } from './eventFacts';
import * as styles from './EventCard.css';

export type EventCardProps = {
  /** The event to show: its picture, theme, title, day, time, place, price and seats. */
  event: CulturalEvent;
  /** Opens the event's detail view: from the title (the whole card, for a pointer) or Join Event. */
  onOpen: (event: CulturalEvent) => void;
};

/** The id of a card's title button, where focus returns from the event's detail view. */
export const eventCardId = (event: Pick<CulturalEvent, 'id'>) => `event-card-${event.id}`;

/** A cultural event in the events list: what, when, where, how much and how full. */
export function EventCard({ event, onOpen }: EventCardProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const price = eventPrice(event, i18n.locale);
  const open = () => onOpen(event);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Picture src={event.image} alt="" className={styles.image} />
        <div className={styles.badges}>
          <ThemeBadge event={event} />
          {event.rsvpStatus === 'confirmed' && (
            <Badge tone="going">
              <Trans>Going!</Trans>
            </Badge>
          )}
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
            <bdi>{event.title}</bdi>
          </button>
        </h3>
        <p className={styles.description} dir="auto">
          {event.description}
        </p>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <CalendarDays size={16} aria-hidden />
            {eventDay(event, i18n.locale)}
          </li>
          <li className={styles.fact}>
            <Clock size={16} aria-hidden />
            {eventTime(event, i18n.locale)}
          </li>
          <li className={styles.fact}>
            <MapPin size={16} aria-hidden />
            <bdi>{event.location}</bdi>
          </li>
          <li className={styles.fact}>
            <Ticket size={16} aria-hidden />
            <span>
              <Trans>
                <span className={styles.price}>{price}</span> per person
              </Trans>
            </span>
          </li>
        </ul>
        <Attendance currentAttendees={event.currentAttendees} maxAttendees={event.maxAttendees} />
        {/* Every card's button says Join Event: the title, as its description, says which. */}
        <Button className={styles.join} fullWidth onClick={open} aria-describedby={titleId}>
          <Trans>Join Event</Trans>
        </Button>
      </div>
    </article>
  );
}
