import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITS, PROFILE_RULES } from '../contract/choices';

/*
 * The profile rules of signup (PROFILE_RULES, the contract's English) as the interface says them:
 * the same words, in the active language. The signup wizard and the profile setup show these;
 * the contract's texts stay what the backend and the mocks answer with.
 */

const { maxPhotos, minInterests, minBioLength } = LIMITS;
const maxMegabytes = LIMITS.maxImageBytes / 1024 / 1024;

export type ProfileRule = keyof typeof PROFILE_RULES;

export const RULE_MESSAGES: Record<ProfileRule, MessageDescriptor> = {
  noPhoto: msg`Please upload at least one photo`,
  tooManyPhotos: msg`At most ${maxPhotos} photos`,
  notAnImage: msg`Each photo must be an image (a data:image URL)`,
  photoTooLarge: msg`Each photo must be at most ${maxMegabytes} MB`,
  tooFewInterests: msg`Pick at least ${minInterests} interests`,
  bioTooShort: msg`Your bio needs at least ${minBioLength} characters`,
};
