import { useRef } from 'react';

/**
 * Radix returns focus to its own Trigger on close; our dialogs are opened from any control
 * (a swipe, a menu item), so remember what had focus when the dialog opened and go back there.
 */
export function useReturnFocus(returnTo?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo?.() ?? (opener.current?.isConnected ? opener.current : null);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
