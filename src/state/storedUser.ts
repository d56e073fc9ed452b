import type { StoredUser } from '../contract/browserStorage';

/** Where the signed-in member is kept (by `useSession`, as zustand's persist writes it). */
export const SESSION_STORAGE_KEY = 'beeglobal.user';

/**
 * The stored member, read straight from storage: for code that runs before the session's store
 * is loaded (the routes' early calls), which would otherwise bring zustand into the first chunk.
 */
export function storedUser(): StoredUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state?: { user?: StoredUser | null };
    } | null;
    return stored?.state?.user ?? null;
  } catch {
    return null;
  }
}
