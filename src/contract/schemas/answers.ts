// What the backend answers, its error bodies, and the real-time events it pushes.
import { z } from 'zod';
import { POST_TYPES, RSVP_STATUSES } from '../choices.ts';

export const user = z
  .object({
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
  })
  .meta({ id: 'User' });

export const authAnswer = z.object({ user, token: z.string() }).meta({ id: 'AuthAnswer' });

/** Another member as `GET /users/{id}` shows them: no email, birthday or plan; their age instead. */
export const publicMember = user
  .omit({ email: true, birthday: true, isPremium: true })
  .extend({ age: z.number().int() })
  .meta({ id: 'PublicMember' });

export const discoverProfile = z
  .object({
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
  })
  .meta({ id: 'DiscoverProfile' });

export const swipeAnswer = z
  .object({
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
  })
  .meta({ id: 'SwipeAnswer' });

export const match = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    user: z.object({
      id: z.string(),
      name: z.string(),
      photo: z.string().nullable(),
      nationality: z.string().nullable(),
      isOnline: z.boolean(),
    }),
  })
  .meta({ id: 'Match' });

export const conversation = z
  .object({
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
  })
  .meta({ id: 'Conversation' });

export const message = z
  .object({
    id: z.string(),
    senderId: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' });

export const feedPost = z
  .object({
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
  })
  .meta({ id: 'FeedPost' });

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

export const profileAnswer = z
  .object({
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
  })
  .meta({ id: 'Profile' });

export const comment = z
  .object({
    id: z.string(),
    postId: z.string(),
    authorId: z.string(),
    author: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Comment' });

export const likeAnswer = z.object({ liked: z.boolean() }).meta({ id: 'LikeAnswer' });

export const rsvpAnswer = z
  .object({ postId: z.string(), status: z.enum(RSVP_STATUSES) })
  .meta({ id: 'RsvpAnswer' });

/** Error bodies: validation errors as a list, anything else as one text. */
export const validationErrorBody = z
  .object({
    errors: z.array(z.object({ path: z.string(), msg: z.string() })),
  })
  .meta({ id: 'ValidationErrors' });
export const errorBody = z.object({ error: z.string() }).meta({ id: 'Error' });

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
