// React 19 has the hook: Lingui's shim for React 17 is CommonJS that requires 'react', which an
// ES module package cannot do.
export { useSyncExternalStore } from 'react';
