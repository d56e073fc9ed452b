import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StoredUser } from '../contract/session';
import type { AuthAnswer } from '../contract/types';

type SessionState = {
  user: StoredUser | null;
  /** Keeps what spec section 3 stores of a login or signup answer. */
  signIn: (answer: AuthAnswer) => void;
  /** The older profile-setup flow is done: the dashboard stops sending the member to it. */
  completeProfile: () => void;
  signOut: () => void;
};

export const SESSION_STORAGE_KEY = 'beeglobal.user';

/** The stored user: present means signed in. Persisted so a reload keeps the session. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: ({ user, token }) =>
        set({
          user: {
            token,
            id: user.id,
            firstName: user.firstName,
            profileCompleted: user.profileCompleted,
            isPremium: user.isPremium,
          },
        }),
      completeProfile: () =>
        set(({ user }) => ({ user: user && { ...user, profileCompleted: true } })),
      signOut: () => set({ user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);
