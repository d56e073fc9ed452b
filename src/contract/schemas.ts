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
  LIMITS,
  PROFILE_RULES,
  TEXT_LIMITS,
} from './choices';

/** Enum values travel uppercased (spec section 6): 'non_binary' is sent as 'NON_BINARY'. */
const upper = <T extends readonly string[]>(values: T) =>
  z.enum(
    values.map((value) => value.toUpperCase()) as [Uppercase<T[number]>, ...Uppercase<T[number]>[]],
  );

// Text fields: each has a longest length (TEXT_LIMITS), said the way a person can act on.
const tooLong = (max: number) => `Too long: at most ${max} characters`;

/** Any text up to `max` characters. */
const text = (max: number) => z.string().max(max, tooLong(max));

/** Text that may not be empty (a password: its spaces count). */
const filled = (max: number) => z.string().min(1, 'Required').max(max, tooLong(max));

/** Text that must say something once the spaces around it are gone. */
const required = (max: number) => z.string().trim().min(1, 'Required').max(max, tooLong(max));

/** Interests and languages: short labels. */
const tags = z.array(text(TEXT_LIMITS.tag));

// A profile's rules, the same at signup and on every edit (the wizard enforces them too).
const bio = z
  .string()
  .trim()
  .min(LIMITS.minBioLength, PROFILE_RULES.bioTooShort)
  .max(TEXT_LIMITS.bio, tooLong(TEXT_LIMITS.bio));
const interests = tags.min(LIMITS.minInterests, PROFILE_RULES.tooFewInterests);
/** An image of LIMITS.maxImageBytes in base64 (4 characters for every 3 bytes) and its prefix. */
const DATA_URL_OF_LARGEST_IMAGE = Math.ceil(LIMITS.maxImageBytes / 3) * 4 + 100;
/** A photo as the picker sends it: an image as a data URL, within the image size limit. */
const photo = z
  .string()
  .startsWith('data:image/', PROFILE_RULES.notAnImage)
  .max(DATA_URL_OF_LARGEST_IMAGE, PROFILE_RULES.photoTooLarge);
const photos = z
  .array(photo)
  .min(1, PROFILE_RULES.noPhoto)
  .max(LIMITS.maxPhotos, PROFILE_RULES.tooManyPhotos);

/** Record ids are short; anything longer is no id. */
const recordId = required(64);

// Requests -------------------------------------------------------------------------------------

export const signupRequest = z.strictObject({
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
});

export const loginRequest = z.object({
  email: filled(TEXT_LIMITS.email),
  password: filled(TEXT_LIMITS.password),
});

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
  .partial();

export const statusRequest = z.object({ isOnline: z.boolean() });

export const swipeRequest = z.object({ toUserId: recordId, action: z.enum(SWIPE_ACTIONS) });

export const messageRequest = z.object({ content: required(TEXT_LIMITS.message) });

export const createPostRequest = z.object({
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
});

export const commentRequest = z.object({ content: required(TEXT_LIMITS.comment) });

export const rsvpRequest = z.object({ status: z.enum(RSVP_STATUSES) });

// Answers --------------------------------------------------------------------------------------

export const user = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string(),
  gender: z.string(),
  orientation: z.string(),
  userType: z.string(),
  nationality: z.string().nullable(),
  location: z.string(),
  relationshipGoal: z.string(),
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  photos: z.array(z.string()),
  bio: z.string(),
  culturalJourney: z.string().nullable(),
  isOnline: z.boolean(),
  isPremium: z.boolean(),
  profileCompleted: z.boolean(),
  createdAt: z.string(),
});

export const authAnswer = z.object({ user, token: z.string() });

/** Another member as `GET /users/{id}` shows them: no email, birthday or plan; their age instead. */
export const publicMember = user
  .omit({ email: true, birthday: true, isPremium: true })
  .extend({ age: z.number().int() });

export const discoverProfile = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  nationality: z.string().nullable(),
  distance: z.number(),
  bio: z.string(),
  culturalJourney: z.string().nullable(),
  photos: z.array(z.string()),
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  compatibility: z.number().int().min(0).max(100),
  isOnline: z.boolean(),
});

export const swipeAnswer = z.object({
  isMatch: z.boolean(),
  match: z
    .object({
      id: z.string(),
      user: z.object({
        id: z.string(),
        name: z.string(),
        photo: z.string().nullable(),
        bio: z.string(),
      }),
    })
    .optional(),
});

export const match = z.object({
  id: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    nationality: z.string().nullable(),
    isOnline: z.boolean(),
  }),
});

export const conversation = z.object({
  id: z.string(),
  matchId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  nationality: z.string().nullable(),
  isOnline: z.boolean(),
  unreadCount: z.number().int().min(0),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  /** When the other member last opened the conversation (read receipts); null if never. */
  readByOtherAt: z.string().nullable(),
});

export const message = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const feedPost = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  authorId: z.string(),
  authorPhoto: z.string().nullable(),
  timestamp: z.string(),
  location: z.string().nullable(),
  attendees: z.number().int().nullable(),
  price: z.number().nullable(),
  culturalTheme: z.string().nullable(),
  likes: z.number().int().min(0),
  userHasLiked: z.boolean(),
  comments: z.number().int().min(0),
});

const profilePost = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  culturalTheme: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  eventDetails: z
    .object({ date: z.string().nullable(), time: z.string().nullable(), price: z.number() })
    .nullable(),
  _count: z.object({ likes: z.number().int(), comments: z.number().int() }),
});

export const profileAnswer = z.object({
  user: user.pick({
    id: true,
    firstName: true,
    lastName: true,
    photos: true,
    isOnline: true,
    location: true,
    nationality: true,
    bio: true,
    culturalJourney: true,
    interests: true,
    languages: true,
  }),
  stats: z.object({
    posts: z.number().int(),
    matches: z.number().int(),
    likesReceived: z.number().int(),
  }),
  posts: z.array(profilePost),
});

export const comment = z.object({
  id: z.string(),
  postId: z.string(),
  authorId: z.string(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const likeAnswer = z.object({ liked: z.boolean() });

export const rsvpAnswer = z.object({ postId: z.string(), status: z.enum(RSVP_STATUSES) });

/** Error bodies: validation errors as a list, anything else as one text. */
export const validationErrorBody = z.object({
  errors: z.array(z.object({ path: z.string(), msg: z.string() })),
});
export const errorBody = z.object({ error: z.string() });

/** The real-time NEW_MATCH_EVENT on a member's channel (see endpoints.ts). */
export const newMatchEvent = z.object({
  matchId: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    bio: z.string(),
  }),
});

/** NEW_MESSAGE_EVENT on the recipient's channel: the message and the conversation as they see it. */
export const newMessageEvent = z.object({ message, conversation });

/** MESSAGES_READ_EVENT on the sender's channel: the other member read the conversation at readAt. */
export const messagesReadEvent = z.object({ conversationId: z.string(), readAt: z.string() });

/** TYPING_EVENT whispered on a conversation channel by the member who is typing. */
export const typingEvent = z.object({ userId: z.string(), name: z.string() });
