import { Search } from 'lucide-react';
import { Select } from '../../components/Select/Select';
import { CULTURAL_THEMES } from '../../contract/choices';
import type { EventTheme } from '../../contract/events';
import type { EventFilter } from './eventFilter';
import * as styles from './Events.css';

const THEME_OPTIONS = CULTURAL_THEMES.map((theme) => ({
  value: theme,
  label: theme === 'all' ? 'All Cultures' : `${theme} Culture`,
}));

export const isEventTheme = (value: string | null): value is EventTheme =>
  (CULTURAL_THEMES as readonly (string | null)[]).includes(value);

type EventFiltersProps = {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
};

/** The search box and the theme selector above the events list. */
export function EventFilters({ filter, onChange }: EventFiltersProps) {
  return (
    <div role="search" className={styles.filters}>
      <label className={styles.searchBox}>
        <Search className={styles.searchIcon} size={20} aria-hidden />
        <span className={styles.hiddenLabel}>Search events</span>
        <input
          className={styles.searchInput}
          type="search"
          placeholder="Search events, cultures, activities..."
          value={filter.search}
          maxLength={100}
          onChange={(change) => onChange({ ...filter, search: change.target.value })}
        />
      </label>
      <Select
        className={styles.themeSelect}
        label={<span className={styles.hiddenLabel}>Cultural theme</span>}
        options={THEME_OPTIONS}
        value={filter.theme}
        onChange={(change) =>
          onChange({
            ...filter,
            theme: isEventTheme(change.target.value) ? change.target.value : 'all',
          })
        }
      />
    </div>
  );
}
