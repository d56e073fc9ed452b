import { Plural, Trans, useLingui } from '@lingui/react/macro';
import CalendarSearch from 'lucide-react/icons/calendar-search';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { EventCard } from '../../components/EventCard/EventCard';
import type { CulturalEvent } from '../../contract/events';
import * as styles from './Events.css';

type EventListProps = {
  events: CulturalEvent[];
  /** A search or a theme narrows the list: the empty state then says to widen it. */
  filtered: boolean;
  onOpen: (event: CulturalEvent) => void;
  onShowAll: () => void;
};

/** 'Join Amazing Cultural Events' and the cards, or what to do when none is left. */
export function EventList({ events, filtered, onOpen, onShowAll }: EventListProps) {
  const { t } = useLingui();
  const count = events.length;
  return (
    <section className={styles.list} aria-labelledby="events-heading">
      <div className={styles.listHeading}>
        <h2 id="events-heading" className={styles.heading}>
          <Trans>Join Amazing Cultural Events</Trans>
        </h2>
        <p className={styles.count} aria-live="polite">
          <Plural value={count} one="# event" other="# events" />
        </p>
      </div>
      {events.length === 0 ? (
        <EmptyState
          icon={<CalendarSearch size={28} aria-hidden />}
          title={t`No events found`}
          action={
            <Button onClick={onShowAll}>
              <Trans>Show All Events</Trans>
            </Button>
          }
        >
          {filtered
            ? t`Try adjusting your search or filters to discover more events!`
            : t`Check back soon for exciting cultural events in your area!`}
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label={t`Events`}>
          {events.map((event) => (
            <li key={event.id} className={styles.gridItem}>
              <EventCard event={event} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
