'use client';

import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { subscribeOverlays, useOverlays } from '../overlays/useOverlays';
import type { MenuProps } from './Menu';
import * as styles from './LazyMenu.css';

/**
 * A `Menu` whose code loads once the app has drawn the screen (see `useOverlays`) or as soon as its
 * trigger is pointed at, focused or pressed. Until then the trigger stands alone, as the closed
 * menu's would; a press opens the menu once the code is in, and focus stays on the trigger.
 */
export function LazyMenu({ trigger, ...menu }: MenuProps) {
  const [reachedFor, setReachedFor] = useState(false);
  const [pressed, setPressed] = useState(false);
  const overlays = useOverlays(reachedFor || pressed);
  const place = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  // The menu's trigger is a new element: focus goes back to it if the stand-in had it.
  useEffect(
    () =>
      subscribeOverlays(() => {
        hadFocus.current = place.current?.contains(document.activeElement) ?? false;
      }),
    [],
  );
  useLayoutEffect(() => {
    if (overlays && hadFocus.current)
      (place.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [overlays]);

  if (overlays) {
    return (
      <span ref={place} className={styles.triggerPlace} role="presentation">
        <overlays.Menu {...menu} trigger={trigger} defaultOpen={pressed} />
      </span>
    );
  }
  const press = () => setPressed(true);
  const reach = () => setReachedFor(true);
  return (
    // The trigger's own events, as they bubble. A press is the menu's: a pointer going down (as
    // it opens the menu, and the code may come before the pointer is up), a click (Enter and
    // Space make one too), the down arrow; and the signs the menu is about to be used.
    <span
      ref={place}
      className={styles.triggerPlace}
      role="presentation"
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && press()}
      onClick={press}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        press();
      }}
      onPointerOver={reach}
      onFocus={reach}
    >
      {cloneElement(
        trigger as ReactElement<{ 'aria-haspopup': 'menu'; 'aria-expanded': boolean }>,
        { 'aria-haspopup': 'menu', 'aria-expanded': false },
      )}
    </span>
  );
}
