import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import { Select } from '../../components/Select/Select';
import { CULTURAL_THEMES } from '../../contract/choices';
import type { EventTheme } from '../../contract/events';
import type { EventFilter } from './eventFilter';
import * as styles from './Events.css';

/**
 * The theme selector's options, one whole message each: 'Brazilian Culture' is not 'Brazilian'
 * and 'Culture' put together in every language. The values stay the contract's.
 */
const THEME_LABELS: Record<EventTheme, MessageDescriptor> = {
  all: msg`All Cultures`,
  Brazilian: msg`Brazilian Culture`,
  German: msg`German Culture`,
  Indian: msg`Indian Culture`,
  Japanese: msg`Japanese Culture`,
  Mexican: msg`Mexican Culture`,
  Chinese: msg`Chinese Culture`,
  Italian: msg`Italian Culture`,
  French: msg`French Culture`,
};

export const isEventTheme = (value: string | null): value is EventTheme =>
  (CULTURAL_THEMES as readonly (string | null)[]).includes(value);

type EventFiltersProps = {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
};

/** The search box and the theme selector above the events list. */
export function EventFilters({ filter, onChange }: EventFiltersProps) {
  const { t } = useLingui();
  const themeOptions = CULTURAL_THEMES.map((theme) => ({
    value: theme,
    label: t(THEME_LABELS[theme]),
  }));
  return (
    <div role="search" className={styles.filters}>
      <label className={styles.searchBox}>
        <Search className={styles.searchIcon} size={20} aria-hidden />
        <span className={styles.hiddenLabel}>
          <Trans>Search events</Trans>
        </span>
        <input
          className={styles.searchInput}
          type="search"
          placeholder={t`Search events, cultures, activities...`}
          value={filter.search}
          maxLength={100}
          onChange={(change) => onChange({ ...filter, search: change.target.value })}
        />
      </label>
      <Select
        className={styles.themeSelect}
        label={
          <span className={styles.hiddenLabel}>
            <Trans>Cultural theme</Trans>
          </span>
        }
        options={themeOptions}
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
