// What the client sends, as the backend validates it.
import { z } from 'zod';
import {
  GENDERS,
  ORIENTATIONS,
  POST_TYPES,
  POST_VISIBILITIES,
  RELATIONSHIP_GOALS,
  RSVP_STATUSES,
  SWIPE_ACTIONS,
  USER_TYPES,
  TEXT_LIMITS,
} from '../choices.ts';
import {
  bio,
  filled,
  interests,
  photos,
  recordId,
  required,
  tags,
  text,
  tooLong,
  upper,
} from './fields.ts';
import { DEMO_DOMAINS, DEMO_SCENARIOS } from '../demo.ts';

export const signupRequest = z
  .strictObject({
    email: z.email().max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email)),
    password: filled(TEXT_LIMITS.password),
    firstName: required(TEXT_LIMITS.name),
    lastName: required(TEXT_LIMITS.name),
    birthday: z.iso.date(),
    gender: upper(GENDERS),
    orientation: upper(ORIENTATIONS),
    userType: upper(USER_TYPES),
    nationality: filled(TEXT_LIMITS.nationality).nullable(),
    location: required(TEXT_LIMITS.location),
    relationshipGoal: upper(RELATIONSHIP_GOALS),
    interests,
    photos,
    bio,
    languages: tags,
  })
  .meta({ id: 'SignupRequest' });

export const loginRequest = z
  .object({
    email: filled(TEXT_LIMITS.email),
    password: filled(TEXT_LIMITS.password),
  })
  .meta({ id: 'LoginRequest' });

/** Editing one's profile keeps the signup's rules for each field it sends. */
export const profileUpdateRequest = z
  .object({
    firstName: required(TEXT_LIMITS.name),
    lastName: required(TEXT_LIMITS.name),
    bio,
    culturalJourney: text(TEXT_LIMITS.culturalJourney),
    location: required(TEXT_LIMITS.location),
    nationality: text(TEXT_LIMITS.nationality).nullable(),
    interests,
    languages: tags,
    photos,
  })
  .partial()
  .meta({ id: 'ProfileUpdateRequest' });

export const statusRequest = z.object({ isOnline: z.boolean() });

export const swipeRequest = z.object({ toUserId: recordId, action: z.enum(SWIPE_ACTIONS) });

export const messageRequest = z.object({ content: required(TEXT_LIMITS.message) });

export const createPostRequest = z
  .object({
    type: z.enum(POST_TYPES),
    title: required(TEXT_LIMITS.postTitle),
    content: required(TEXT_LIMITS.postContent),
    image: text(TEXT_LIMITS.imageUrl).optional(),
    visibility: z.enum(POST_VISIBILITIES).default('GLOBAL'),
    location: text(TEXT_LIMITS.location).optional(),
    culturalTheme: text(TEXT_LIMITS.culturalTheme).optional(),
    eventDetails: z
      .object({
        date: z.iso.date().optional(),
        time: z.iso.time().optional(),
        price: z.number().min(0).optional(),
        maxAttendees: z.number().int().min(1).optional(),
      })
      .optional(),
  })
  .meta({ id: 'CreatePostRequest' });

export const commentRequest = z.object({ content: required(TEXT_LIMITS.comment) });

export const rsvpRequest = z.object({ status: z.enum(RSVP_STATUSES) });

/** The Demo panel's scenarios by domain (mock backends only); the answer has the same shape. */
export const demoScenariosRequest = z.partialRecord(z.enum(DEMO_DOMAINS), z.enum(DEMO_SCENARIOS));
