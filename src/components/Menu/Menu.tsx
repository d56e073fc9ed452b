'use client';

import { useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Check from 'lucide-react/icons/check';
import * as styles from './Menu.css';
import { usePortalContainer } from '../BeeGlobalProvider/context';
import { holdTurn } from '../Dialog/turns';

/** One of a few values, picked in place: the menu stays open to show the change. */
export type MenuChoice = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChoose: (value: string) => void;
};

export type MenuEntry =
  { label: string; icon?: ReactNode; onSelect: () => void } | { separator: true } | MenuChoice;

export type MenuProps = {
  /** The button that opens the menu; it needs an accessible name. */
  trigger: ReactElement;
  /** A heading shown at the top of the open menu, such as the member's name. */
  label?: ReactNode;
  /** The menu's items in order: actions (`label`, `onSelect`), separators, in-place choices. */
  entries: MenuEntry[];
  /**
   * Open from the start: a press on the trigger came before the menu's code. `LazyMenu` sets it
   * itself, whatever it is given. @default false
   */
  defaultOpen?: boolean;
};

/** A button that opens a list of actions: arrow keys move, Enter picks, Escape closes. */
export function Menu({ trigger, label, entries, defaultOpen }: MenuProps) {
  const container = usePortalContainer();
  const release = useRef<(() => void) | null>(null);
  return (
    // Not modal: the page stays in the accessibility tree (the menu-button pattern needs no
    // modality), and a click outside both closes the menu and lands where it was aimed.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={6}
          onCloseAutoFocus={() => {
            release.current?.();
            release.current = null;
          }}
        >
          <HoldsTurn release={release} />
          {label && <DropdownMenu.Label className={styles.label}>{label}</DropdownMenu.Label>}
          {entries.map((entry, index) =>
            'separator' in entry ? (
              <DropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />
            ) : 'options' in entry ? (
              <Choice key={`choice-${index}`} {...entry} />
            ) : (
              <DropdownMenu.Item
                key={`item-${index}`}
                className={styles.item}
                onSelect={entry.onSelect}
              >
                {entry.icon}
                {entry.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Open, the menu holds back a dialog waiting its turn, until focus is back on its trigger. */
function HoldsTurn({ release }: { release: RefObject<(() => void) | null> }) {
  useEffect(() => {
    release.current ??= holdTurn();
  }, [release]);
  return null;
}

function Choice({ label, value, options, onChoose }: MenuChoice) {
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className={styles.groupLabel} aria-hidden>
        {label}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup aria-label={label} value={value} onValueChange={onChoose}>
        {options.map((option) => (
          <DropdownMenu.RadioItem
            key={option.value}
            value={option.value}
            className={styles.item}
            onSelect={(event) => event.preventDefault()}
          >
            <span className={styles.indicator}>
              <DropdownMenu.ItemIndicator>
                <Check size={16} aria-hidden />
              </DropdownMenu.ItemIndicator>
            </span>
            {option.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}
