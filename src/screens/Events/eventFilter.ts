import type { CulturalEvent, EventTheme } from '../../contract/events';

/** What the events list is narrowed to: the search box's text and the theme selector. */
export type EventFilter = { search: string; theme: EventTheme };

export const isFiltered = ({ search, theme }: EventFilter) =>
  search.trim() !== '' || theme !== 'all';

/**
 * The events that match both the search (a case-insensitive substring of the title, the
 * description or the cultural theme, as stored or as `themeName` shows it in the interface's
 * language) and the theme (equal to it, unless it is 'all').
 */
export function filterEvents(
  events: readonly CulturalEvent[],
  { search, theme }: EventFilter,
  themeName?: (theme: CulturalEvent['culturalTheme']) => string,
) {
  const needle = search.trim().toLowerCase();
  return events.filter(
    (event) =>
      (theme === 'all' || event.culturalTheme === theme) &&
      [
        event.title,
        event.description,
        event.culturalTheme,
        themeName?.(event.culturalTheme) ?? '',
      ].some((text) => text.toLowerCase().includes(needle)),
  );
}
