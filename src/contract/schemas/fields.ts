// The field rules the request schemas share, so signup and every profile edit keep the same ones.
import { z } from 'zod';
import { LIMITS, PROFILE_RULES, TEXT_LIMITS } from '../choices.ts';

/** Enum values travel uppercased: 'non_binary' is sent as 'NON_BINARY'. */
export const upper = <T extends readonly string[]>(values: T) =>
  z.enum(
    values.map((value) => value.toUpperCase()) as [Uppercase<T[number]>, ...Uppercase<T[number]>[]],
  );

// Text fields: each has a longest length (TEXT_LIMITS), said the way a person can act on.
export const tooLong = (max: number) => `Too long: at most ${max} characters`;

/** Any text up to `max` characters. */
export const text = (max: number) => z.string().max(max, tooLong(max));

/** Text that may not be empty (a password: its spaces count). */
export const filled = (max: number) => z.string().min(1, 'Required').max(max, tooLong(max));

/** Text that must say something once the spaces around it are gone. */
export const required = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, tooLong(max));

/** Interests and languages: short labels. */
export const tags = z.array(text(TEXT_LIMITS.tag));

// A profile's rules, the same at signup and on every edit (the wizard enforces them too).
export const bio = z
  .string()
  .trim()
  .min(LIMITS.minBioLength, PROFILE_RULES.bioTooShort)
  .max(TEXT_LIMITS.bio, tooLong(TEXT_LIMITS.bio));
export const interests = tags.min(LIMITS.minInterests, PROFILE_RULES.tooFewInterests);
/** An image of LIMITS.maxImageBytes in base64 (4 characters for every 3 bytes) and its prefix. */
const DATA_URL_OF_LARGEST_IMAGE = Math.ceil(LIMITS.maxImageBytes / 3) * 4 + 100;
/** A photo as the picker sends it: an image as a data URL, within the image size limit. */
const photo = z
  .string()
  .startsWith('data:image/', PROFILE_RULES.notAnImage)
  .max(DATA_URL_OF_LARGEST_IMAGE, PROFILE_RULES.photoTooLarge);
export const photos = z
  .array(photo)
  .min(1, PROFILE_RULES.noPhoto)
  .max(LIMITS.maxPhotos, PROFILE_RULES.tooManyPhotos);

/** Record ids are short; anything longer is no id. */
export const recordId = required(64);
