import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { eventCardId } from '../../components/EventCard/EventCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { CULTURAL_THEME_NAMES } from '../../i18n/culturalThemes';
import type { CulturalEvent, RsvpStatus } from '../../contract/events';
import { EventDetail } from './EventDetail';
import { EventFilters, isEventTheme } from './EventFilters';
import { EventList } from './EventList';
import { filterEvents, isFiltered, type EventFilter } from './eventFilter';
import { useCulturalEvents } from './useCulturalEvents';
import * as styles from './Events.css';

/**
 * The URL keeps what the member is looking at, so a reload or a shared link lands on it:
 * `?q=` the search, `&theme=` the culture, `&event=` the event open in detail.
 */
function useEventsUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = params.get('theme');
  const fromList = Boolean((location.state as { fromList?: boolean } | null)?.fromList);
  const filter: EventFilter = {
    search: params.get('q') ?? '',
    theme: isEventTheme(theme) ? theme : 'all',
  };
  const withFilter = ({ search, theme }: EventFilter) => {
    const next = new URLSearchParams();
    if (search) next.set('q', search);
    if (theme !== 'all') next.set('theme', theme);
    return next;
  };
  return {
    filter,
    openId: params.get('event'),
    openedFromList: fromList,
    setFilter: (next: EventFilter) => setParams(withFilter(next), { replace: true }),
    open: (id: string) => {
      const next = withFilter(filter);
      next.set('event', id);
      setParams(next, { state: { fromList: true } });
    },
    // Back to the list the member came from (the browser's Back agrees); a detail view reached
    // by a link is replaced by its list.
    close: () => (fromList ? void navigate(-1) : setParams(withFilter(filter), { replace: true })),
  };
}

/** Cultural events: search and pick a culture, open one, RSVP. */
export default function Events() {
  const { t } = useLingui();
  const url = useEventsUrl();
  const { events, answer } = useCulturalEvents();
  const opened = events.find((event) => event.id === url.openId);
  useFocusReturn(opened?.id);

  const respond = (event: CulturalEvent, status: RsvpStatus) => {
    answer(event, status);
    url.close();
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <PageHeader
          title={t`Cultural Events & Meetups`}
          backTo={opened ? undefined : paths.dashboard}
          onBack={opened ? url.close : undefined}
          backLabel={opened ? t`Back to events` : t`Back to dashboard`}
        />
        {!opened && <EventFilters filter={url.filter} onChange={url.setFilter} />}
      </div>
      <main className={styles.main}>
        {opened ? (
          <EventDetail
            event={opened}
            onRespond={(status) => respond(opened, status)}
            focusOnOpen={url.openedFromList}
          />
        ) : (
          <EventList
            events={filterEvents(events, url.filter, (theme) => t(CULTURAL_THEME_NAMES[theme]))}
            filtered={isFiltered(url.filter)}
            onOpen={(event) => url.open(event.id)}
            onShowAll={() => url.setFilter({ search: '', theme: 'all' })}
          />
        )}
      </main>
    </div>
  );
}

/** Closing an event's detail view puts focus back on its card, where the member left off. */
function useFocusReturn(openedId: string | undefined) {
  const lastOpened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (openedId) {
      lastOpened.current = openedId;
    } else if (lastOpened.current) {
      document.getElementById(eventCardId({ id: lastOpened.current }))?.focus();
      lastOpened.current = undefined;
    }
  }, [openedId]);
}
