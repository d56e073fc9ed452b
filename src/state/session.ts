import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StoredUser, Subscription } from '../contract/browserStorage';
import type { AuthAnswer } from '../contract/types';
import { SESSION_STORAGE_KEY } from './storedUser';

type SessionState = {
  user: StoredUser | null;
  /** Keeps the stored user's fields of a login or signup answer (never the password). */
  signIn: (answer: AuthAnswer) => void;
  /** The older profile-setup flow is done: the dashboard stops sending the member to it. */
  completeProfile: () => void;
  /** A payment went through: the plan is kept on the stored user, who is premium from now on. */
  subscribe: (subscription: Subscription) => void;
  /** The member chose the free trial over paying: not premium. */
  continueWithFreeTrial: () => void;
  signOut: () => void;
};

export { SESSION_STORAGE_KEY };

/** Where a member's event RSVPs are kept in this browser: one key per member, gone at logout. */
export const rsvpStorageKey = (memberId: string) => `beeglobal.rsvps.${memberId}`;

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
      subscribe: (subscription) =>
        set(({ user }) => ({ user: user && { ...user, subscription, isPremium: true } })),
      continueWithFreeTrial: () =>
        set(({ user }) => ({ user: user && { ...user, isPremium: false } })),
      signOut: () =>
        set(({ user }) => {
          if (user) localStorage.removeItem(rsvpStorageKey(user.id));
          return { user: null };
        }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user }) => ({ user }),
    },
  ),
);
