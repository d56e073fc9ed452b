'use client';

import type { ReactNode } from 'react';
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

/** Tabs with arrow-key movement between tabs, as the WAI-ARIA pattern asks. */
export function Tabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
