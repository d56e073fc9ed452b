'use client';

import { useEffect, useSyncExternalStore } from 'react';

type Overlays = typeof import('./overlays');

// Loaded once for the page; who renders an overlay hears when its code is in.
let overlays: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the overlays' code (see ./overlays.ts), once: the app asks for it once the screen is
 * drawn, an overlay as soon as it is wanted. A failed fetch is tried again next time.
 */
export function loadOverlays() {
  loading ??= import('./overlays').then(
    (module) => {
      overlays = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` as the overlays' code arrives, before anything is drawn with it. */
export function subscribeOverlays(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const overlaysIfLoaded = () => overlays;

/** The overlays once their code is in, else null; `wanted` fetches it now. */
export function useOverlays(wanted: boolean): Overlays | null {
  const loaded = useSyncExternalStore(subscribeOverlays, overlaysIfLoaded, () => null);
  useEffect(() => {
    if (wanted) loadOverlays().catch(() => {}); // nothing shows; the next time it is wanted tries again
  }, [wanted]);
  return loaded;
}
