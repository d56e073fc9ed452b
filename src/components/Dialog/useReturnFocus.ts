'use client';

import { useRef } from 'react';
import { holdTurn } from './turns';

/**
 * Radix returns focus to its own Trigger on close; ours open from any control (a swipe, a menu
 * item), so focus goes back to what had it at opening. Until then (after the closing animation) the
 * page is busy: a dialog waiting its turn opens only then, and remembers where focus came back to.
 */
export function useReturnFocus(returnTo?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const release = useRef<(() => void) | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      release.current ??= holdTurn();
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo?.() ?? (opener.current?.isConnected ? opener.current : null);
      if (target) {
        event.preventDefault();
        target.focus();
      }
      release.current?.();
      release.current = null;
    },
  };
}
