'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

// What the person is busy with on the page: open dialogs and menus, a comment being written.
// A dialog nobody asked for (a match pushed in real time) waits until none is left.
const busy = new Set<symbol>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const anythingBusy = () => busy.size > 0;

/** Marks the page busy until the returned function is called (once is enough). */
export function holdTurn(): () => void {
  const token = Symbol('busy');
  busy.add(token);
  changed();
  return () => {
    if (busy.delete(token)) changed();
  };
}

/** While `active`, the person is in the middle of something here: waiting dialogs stay closed. */
export function useBusy(active: boolean) {
  useEffect(() => (active ? holdTurn() : undefined), [active]);
}

/**
 * Whether a dialog that waits its turn may show: it is `wanted` and nothing else is busy. Once
 * shown it stays until it is no longer wanted, whatever opens after it.
 */
export function useTurn(wanted: boolean): boolean {
  const othersBusy = useSyncExternalStore(subscribe, anythingBusy, () => false);
  const [shown, setShown] = useState(false);
  const turn = wanted && (shown || !othersBusy);
  if (turn !== shown) setShown(turn);
  return turn;
}
