import { useEffect, useSyncExternalStore } from 'react';

type Later = typeof import('./later');

// Loaded once for the page; who renders a later part hears when it is in.
let later: Later | null = null;
let loading: Promise<Later> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the later parts' code (see ./later.ts), once: the app asks for it once the screen is
 * drawn, a part as soon as it is wanted. A failed fetch is tried again next time.
 */
export function loadLater() {
  loading ??= import('./later').then(
    (module) => {
      later = module;
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

/** Calls `listener` as the later parts' code arrives, before anything is drawn with it. */
export function subscribeLater(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const laterIfLoaded = () => later;

/** The later parts once their code is in, else null; `wanted` fetches it now. */
export function useLater(wanted: boolean): Later | null {
  const loaded = useSyncExternalStore(subscribeLater, laterIfLoaded, () => null);
  useEffect(() => {
    if (wanted) loadLater().catch(() => {}); // nothing shows; the next time it is wanted tries again
  }, [wanted]);
  return loaded;
}
