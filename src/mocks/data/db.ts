import type {
  RSVP_STATUSES,
  POST_TYPES,
  POST_VISIBILITIES,
  SWIPE_ACTIONS,
} from '../../contract/choices';
import type { User } from '../../contract/types';

/** What the mock backend stores: json-server collections, one array per kind of record. */
export type MemberRecord = User & {
  /** Never the password itself: see hashPassword in backend/password.ts. */
  passwordHash: string;
  compatibilitySeed: number;
  distance: number;
};

export type Db = {
  users: MemberRecord[];
  sessions: { token: string; userId: string; createdAt: string }[];
  swipes: {
    id: string;
    fromUserId: string;
    toUserId: string;
    action: (typeof SWIPE_ACTIONS)[number];
    createdAt: string;
  }[];
  matches: { id: string; userIds: [string, string]; createdAt: string }[];
  conversations: {
    id: string;
    matchId: string;
    memberIds: [string, string];
    lastMessage: string | null;
    lastMessageTime: string | null;
    /** Unread messages per member id. */
    unread: Record<string, number>;
    /** When each member last opened the conversation (read receipts); null if never. */
    readAt: Record<string, string | null>;
  }[];
  messages: {
    id: string;
    conversationId: string;
    senderId: string;
    content: string;
    createdAt: string;
  }[];
  posts: {
    id: string;
    authorId: string;
    type: (typeof POST_TYPES)[number];
    title: string;
    content: string;
    image: string | null;
    visibility: (typeof POST_VISIBILITIES)[number];
    location: string | null;
    culturalTheme: string | null;
    eventDetails: {
      date: string | null;
      time: string | null;
      price: number;
      maxAttendees: number;
      currentAttendees: number;
    } | null;
    createdAt: string;
  }[];
  likes: { id: string; postId: string; userId: string; createdAt: string }[];
  comments: { id: string; postId: string; authorId: string; content: string; createdAt: string }[];
  rsvps: {
    id: string;
    postId: string;
    userId: string;
    status: (typeof RSVP_STATUSES)[number];
    createdAt: string;
  }[];
};

/** Every collection, each empty: where the seed starts, and a backend with nobody in it. */
export const emptyDb = (): Db => ({
  users: [],
  sessions: [],
  swipes: [],
  matches: [],
  conversations: [],
  messages: [],
  posts: [],
  likes: [],
  comments: [],
  rsvps: [],
});

export const DEMO_ACCOUNT = {
  id: 'u-demo',
  email: 'demo@beeglobal.app',
  password: 'honeybee123',
} as const;
