import { useId, useState, type Ref } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import type { SwipeStackHandle } from '../../components/SwipeStack/SwipeStack';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Sparkles from 'lucide-react/icons/sparkles';
import { DiscoverProfiles } from './DiscoverProfiles';
import type { DiscoverStack } from './useDiscoverStack';
import * as styles from './Feed.css';

/** The feed's collapsible 'Discover People' card: how many are waiting, and a compact stack. */
export function DiscoverPeopleCard({
  stack,
  ref,
}: {
  stack: DiscoverStack;
  ref?: Ref<SwipeStackHandle>;
}) {
  const [open, setOpen] = useState(true);
  const regionId = useId();
  const count = stack.waiting.length;
  return (
    <section className={styles.discoverCard} aria-labelledby={`${regionId}-title`}>
      <h2 className={styles.discoverHeading}>
        <button
          type="button"
          className={styles.discoverToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <Sparkles size={20} aria-hidden className={styles.discoverIcon} />
          <span className={styles.discoverLabel}>
            <span id={`${regionId}-title`} className={styles.discoverTitle}>
              <Trans>Discover People</Trans>
            </span>
            <span className={styles.discoverCount}>
              {stack.loading ? (
                <Trans>Finding people for you…</Trans>
              ) : (
                <Plural
                  value={count}
                  one="# person waiting to meet you"
                  other="# people waiting to meet you"
                />
              )}
            </span>
          </span>
          <ChevronDown size={20} aria-hidden className={styles.chevron} />
        </button>
      </h2>
      <div id={regionId} className={styles.discoverBody} hidden={!open}>
        {open && <DiscoverProfiles ref={ref} stack={stack} size="compact" />}
      </div>
    </section>
  );
}
