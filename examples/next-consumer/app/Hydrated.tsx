'use client';

import { useEffect } from 'react';

/** Marks <html> once React has taken the page over, for the journey (e2e/next.e2e.ts) to wait on. */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
