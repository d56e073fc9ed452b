import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Resolves once the screen's data are in (no query fetching) and the browser is idle after drawing
 * them: the moment for what the first screen does not draw (the live connection, the profile menu,
 * the dialogs), which on a phone would otherwise share the network with it.
 */
export function screenDrawn(client: QueryClient) {
  return new Promise<void>((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      // Safari has no idle callback: a frame and a task later, then.
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 1000 });
      else requestAnimationFrame(() => setTimeout(resolve));
    };
    // The screen's queries start in its own effects, after the caller's: so the first look is a
    // task later.
    setTimeout(() => {
      unsubscribe = client.getQueryCache().subscribe(check);
      check();
    });
  });
}

/** Whether the screen has drawn its data (see `screenDrawn`). */
export function useScreenDrawn() {
  const client = useQueryClient();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let left = false;
    void screenDrawn(client).then(() => !left && setDrawn(true));
    return () => void (left = true);
  }, [client]);
  return drawn;
}
