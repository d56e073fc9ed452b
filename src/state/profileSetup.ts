import type { ProfileSetup } from '../contract/browserStorage';

export const PROFILE_SETUP_STORAGE_KEY = 'beeglobal.profile';

/** Keeps the completed older-flow profile in local storage: it has no server call. */
export function saveProfileSetup(profile: ProfileSetup) {
  localStorage.setItem(PROFILE_SETUP_STORAGE_KEY, JSON.stringify(profile));
}

export function loadProfileSetup(): ProfileSetup | null {
  const saved = localStorage.getItem(PROFILE_SETUP_STORAGE_KEY);
  return saved ? (JSON.parse(saved) as ProfileSetup) : null;
}
