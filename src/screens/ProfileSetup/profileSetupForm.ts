import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROFILE_SETUP } from '../../contract/choices';
import type { ProfileSetup } from '../../contract/browserStorage';
import { RULE_MESSAGES } from '../../i18n/profileRules';

/** What the older flow gathers. Numbers stay text while typed and are kept in range on leaving. */
export type ProfileSetupForm = {
  firstName: string;
  lastName: string;
  bio: string;
  culturalJourney: string;
  height: string;
  education: string;
  occupation: string;
  languages: string[];
  interests: string[];
  photos: string[];
  interestedInEvents: boolean;
  interestedInImmigrationNews: boolean;
  interestedInCulturalTrivia: boolean;
  minAge: string;
  maxAge: string;
  maxDistance: string;
};

/** Each step's title, in the order of the steps; shown with `t(STEP_TITLES[step - 1])`. */
export const STEP_TITLES = [
  msg`Basic Information`,
  msg`Cultural Journey and Interests`,
  msg`Profile Photos`,
  msg`Preferences`,
] as const;

export const REQUIRED_FIELDS_MISSING = msg`Please fill in all required fields`;
export const PHOTO_MISSING = RULE_MESSAGES.noPhoto;
/** Local storage is full: the photos are the large part. */
export const PROFILE_TOO_LARGE = msg`Your profile is too large to keep on this device. Remove a photo and try again.`;

/** What stops completion, and the step where the member can fix it. */
export type CompletionProblem = { message: MessageDescriptor; step: number };

const { age, distance } = PROFILE_SETUP;

/** A new form with the older flow's defaults, or the member's saved profile to edit. */
export function startProfileSetupForm(
  firstName: string,
  saved?: ProfileSetup | null,
): ProfileSetupForm {
  if (saved) {
    // profileCompleted is the outcome of this flow, not one of its fields.
    const { preferences, height, profileCompleted, ...rest } = saved;
    return {
      ...rest,
      ...preferences,
      height: height === null ? '' : String(height),
      minAge: String(preferences.minAge),
      maxAge: String(preferences.maxAge),
      maxDistance: String(preferences.maxDistance),
    };
  }
  return {
    firstName,
    lastName: '',
    bio: '',
    culturalJourney: '',
    height: '',
    education: '',
    occupation: '',
    languages: [],
    interests: [],
    photos: [],
    interestedInEvents: true,
    interestedInImmigrationNews: false,
    interestedInCulturalTrivia: true,
    minAge: String(age.defaultMin),
    maxAge: String(age.defaultMax),
    maxDistance: String(distance.defaultMiles),
  };
}

/** A typed number kept within [min, max]; text that is not a number falls back. */
export function clampNumber(text: string, min: number, max: number, fallback: number): number {
  const value = Math.round(Number(text));
  if (text.trim() === '' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** The preference ranges: ages 18 to 100 with min ≤ max, distance 1 to 500. */
export function preferenceRanges(form: ProfileSetupForm) {
  const minAge = clampNumber(form.minAge, age.min, age.max, age.defaultMin);
  const maxAge = clampNumber(form.maxAge, minAge, age.max, Math.max(minAge, age.defaultMax));
  const maxDistance = clampNumber(
    form.maxDistance,
    distance.min,
    distance.max,
    distance.defaultMiles,
  );
  return { minAge, maxAge, maxDistance };
}

const filled = (value: string) => value.trim().length > 0;

const REQUIRED_FIELDS = ['firstName', 'lastName', 'culturalJourney'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** What stops completion, and the step where the member can fix it. */
export function completionProblem(form: ProfileSetupForm): CompletionProblem | null {
  const missing = REQUIRED_FIELDS.filter((field) => !filled(form[field]));
  if (missing.length > 0)
    return { message: REQUIRED_FIELDS_MISSING, step: missing[0] === 'culturalJourney' ? 2 : 1 };
  if (form.photos.length === 0) return { message: PHOTO_MISSING, step: 3 };
  return null;
}

/** The profile that is kept on completion. */
export function toProfileSetup(form: ProfileSetupForm): ProfileSetup {
  const height = Number(form.height);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    bio: form.bio.trim(),
    culturalJourney: form.culturalJourney.trim(),
    height: filled(form.height) && height > 0 ? Math.round(height) : null,
    education: form.education.trim(),
    occupation: form.occupation.trim(),
    languages: form.languages,
    interests: form.interests,
    photos: form.photos,
    preferences: {
      interestedInEvents: form.interestedInEvents,
      interestedInImmigrationNews: form.interestedInImmigrationNews,
      interestedInCulturalTrivia: form.interestedInCulturalTrivia,
      ...preferenceRanges(form),
    },
    profileCompleted: true,
  };
}
