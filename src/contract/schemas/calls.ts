// The route table's bodies, queries and answers that are made of other schemas (lists, either of
// two, small shapes), named so the table can name them (routes.ts).
import { z } from 'zod';
import * as answer from './answers.ts';

export const successAnswer = z.object({ success: z.literal(true) });
export const memberAnswer = z.union([answer.user, answer.publicMember]);
export const discoverProfiles = z.array(answer.discoverProfile);
export const matches = z.array(answer.match);
export const conversations = z.array(answer.conversation);
export const messages = z.array(answer.message);
export const feedPosts = z.array(answer.feedPost);
export const comments = z.array(answer.comment);

const page = z.coerce.number().int().min(1);
export const feedQuery = z.object({ page: page.default(1), limit: page.max(100).default(20) });

/** pusher-js asks for a private channel's signature with these (as a form). */
export const channelAuthRequest = z.object({ socket_id: z.string(), channel_name: z.string() });
export const channelAuthAnswer = z.object({ auth: z.string() });

export const resetAnswer = z.object({ reset: z.literal(true) });
export const openApiAnswer = z.looseObject({ openapi: z.string() });
