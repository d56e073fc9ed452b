import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StoredUser } from '../contract/session';

type SessionState = {
  user: StoredUser | null;
  signIn: (user: StoredUser) => void;
  update: (changes: Partial<StoredUser>) => void;
  signOut: () => void;
};

export const SESSION_STORAGE_KEY = 'beeglobal.user';

/** The stored user: present means signed in. Persisted so a reload keeps the session. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: (user) => set({ user }),
      update: (changes) => set(({ user }) => ({ user: user && { ...user, ...changes } })),
      signOut: () => set({ user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);
