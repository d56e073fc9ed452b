import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import type { Menu as MenuComponent, MenuProps } from './Menu';
import * as styles from './LazyMenu.css';

type Loaded = typeof MenuComponent;

// The menu's code (Radix's dropdown with floating-ui, about 13 KB gzipped), once for the page.
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
function loadMenu() {
  loading ??= import('./Menu').then(
    (module) => (loaded = module.Menu),
    (error: unknown) => {
      loading = null; // the next press tries again
      throw error;
    },
  );
  return loading;
}

export type LazyMenuProps = MenuProps & {
  /** Load the menu's code now (e.g. once the screen is drawn), not only when the trigger is used. */
  load?: boolean;
};

/**
 * A `Menu` whose code loads when it is first wanted: when `load` turns true, or the trigger is
 * pointed at, focused or pressed. Until then the trigger stands alone, as the menu's would be
 * (closed); a press on it opens the menu once the code is in, and focus stays on the trigger.
 */
export function LazyMenu({ load = false, trigger, ...menu }: LazyMenuProps) {
  const [Menu, setMenu] = useState<Loaded | null>(() => loaded);
  const [pressed, setPressed] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  const fetchMenu = () => {
    if (Menu) return;
    void loadMenu().then((next) => {
      hadFocus.current = place.current?.contains(document.activeElement) ?? false;
      setMenu(() => next);
    });
  };
  useEffect(() => {
    if (load) fetchMenu();
  });
  // The menu's trigger is a new element: focus goes back to it.
  useLayoutEffect(() => {
    if (Menu && hadFocus.current) (place.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Menu]);

  if (Menu) {
    return (
      <span ref={place} className={styles.triggerPlace} role="presentation">
        <Menu {...menu} trigger={trigger} defaultOpen={pressed} />
      </span>
    );
  }
  const press = () => {
    setPressed(true);
    fetchMenu();
  };
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
      onPointerOver={fetchMenu}
      onFocus={fetchMenu}
    >
      {cloneElement(
        trigger as ReactElement<{ 'aria-haspopup': 'menu'; 'aria-expanded': boolean }>,
        {
          'aria-haspopup': 'menu',
          'aria-expanded': false,
        },
      )}
    </span>
  );
}
