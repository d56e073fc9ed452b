import type { z } from 'zod';
import type * as schemas from './schemas';

export type SignupRequest = z.infer<typeof schemas.signupRequest>;
export type LoginRequest = z.infer<typeof schemas.loginRequest>;
export type ProfileUpdateRequest = z.infer<typeof schemas.profileUpdateRequest>;
export type SwipeRequest = z.infer<typeof schemas.swipeRequest>;
export type CreatePostRequest = z.input<typeof schemas.createPostRequest>;
export type RsvpRequest = z.infer<typeof schemas.rsvpRequest>;

export type User = z.infer<typeof schemas.user>;
export type AuthAnswer = z.infer<typeof schemas.authAnswer>;
export type DiscoverProfile = z.infer<typeof schemas.discoverProfile>;
export type SwipeAnswer = z.infer<typeof schemas.swipeAnswer>;
export type Match = z.infer<typeof schemas.match>;
export type Conversation = z.infer<typeof schemas.conversation>;
export type Message = z.infer<typeof schemas.message>;
export type FeedPost = z.infer<typeof schemas.feedPost>;
export type ProfileAnswer = z.infer<typeof schemas.profileAnswer>;
export type Comment = z.infer<typeof schemas.comment>;
export type LikeAnswer = z.infer<typeof schemas.likeAnswer>;
export type RsvpAnswer = z.infer<typeof schemas.rsvpAnswer>;
export type NewMatchEvent = z.infer<typeof schemas.newMatchEvent>;
export type PublicMember = z.infer<typeof schemas.publicMember>;
export type NewMessageEvent = z.infer<typeof schemas.newMessageEvent>;
export type MessagesReadEvent = z.infer<typeof schemas.messagesReadEvent>;
export type TypingEvent = z.infer<typeof schemas.typingEvent>;
