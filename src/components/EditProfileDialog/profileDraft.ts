import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INTERESTS, LANGUAGES, LIMITS, bioLength } from '../../contract/choices';
import { RULE_MESSAGES } from '../../i18n/profileRules';

/** What the Edit Profile dialog edits of one's own profile. */
export type ProfileDraft = {
  bio: string;
  culturalJourney: string;
  location: string;
  interests: string[];
  languages: string[];
  photos: string[];
};

export type DraftField = keyof ProfileDraft;

/** The profile as saved (cultural journey may be missing) as a draft to edit. */
export const draftOf = (user: {
  bio: string;
  culturalJourney: string | null;
  location: string;
  interests: readonly string[];
  languages: readonly string[];
  photos: readonly string[];
}): ProfileDraft => ({
  bio: user.bio,
  culturalJourney: user.culturalJourney ?? '',
  location: user.location,
  interests: [...user.interests],
  languages: [...user.languages],
  photos: [...user.photos],
});

const minBioLength = LIMITS.minBioLength;

// The signup's rules, in its words (the backend's PROFILE_RULES too, word for word).
export const TOO_FEW_INTERESTS = RULE_MESSAGES.tooFewInterests;
export const BIO_TOO_SHORT = RULE_MESSAGES.bioTooShort;
export const NO_PHOTO = RULE_MESSAGES.noPhoto;
export const NO_LOCATION = msg`Please enter your current location`;

/**
 * The signup's counter, 'n / 50 minimum' (spaces around the text do not count), in the
 * interface's language at the time of the call.
 */
export function bioHint(bio: string, i18n: I18n): string {
  const length = bioLength(bio);
  return i18n._(msg`${length} / ${minBioLength} minimum`);
}

/** Fields in the order the form shows them, so the first problem is the first to fix. */
export const FIELD_ORDER: readonly DraftField[] = [
  'bio',
  'culturalJourney',
  'location',
  'photos',
  'interests',
  'languages',
];

/** What needs fixing in each field, to be said in the interface's language. */
export type DraftProblems = Partial<Record<DraftField, MessageDescriptor>>;

/** The signup's rules on a profile: a photo, a 50-character bio, a location, three interests. */
export function draftProblems(draft: ProfileDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.photos.length < 1) problems.photos = NO_PHOTO;
  if (bioLength(draft.bio) < LIMITS.minBioLength) problems.bio = BIO_TOO_SHORT;
  if (!draft.location.trim()) problems.location = NO_LOCATION;
  if (draft.interests.length < LIMITS.minInterests) problems.interests = TOO_FEW_INTERESTS;
  return problems;
}

export const firstProblem = (problems: DraftProblems) =>
  FIELD_ORDER.find((field) => problems[field] !== undefined);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Only what changed, so an unchanged set of photos (the largest part of a profile) is not sent
 * again. Text is saved without surrounding spaces.
 */
export function changesOf(saved: ProfileDraft, draft: ProfileDraft): Partial<ProfileDraft> {
  const changes: Partial<ProfileDraft> = {};
  for (const field of ['bio', 'culturalJourney', 'location'] as const) {
    const value = draft[field].trim();
    if (value !== saved[field].trim()) changes[field] = value;
  }
  for (const field of ['interests', 'languages', 'photos'] as const) {
    if (!sameList(draft[field], saved[field])) changes[field] = draft[field];
  }
  return changes;
}

/** The choices on offer, and any the member already has that the list lacks (kept, not lost). */
export const optionsWith = (choices: readonly string[], chosen: readonly string[]) => [
  ...choices,
  ...chosen.filter((item) => !choices.includes(item)),
];

export const interestOptions = (chosen: readonly string[]) => optionsWith(INTERESTS, chosen);
export const languageOptions = (chosen: readonly string[]) => optionsWith(LANGUAGES, chosen);
