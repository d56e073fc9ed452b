import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_BODY_BYTES, PROFILE_RULES, TEXT_LIMITS } from '../contract/choices';
import { DEMO_SCENARIOS } from '../contract/demo';
import { RULE_MESSAGES } from '../i18n/profileRules';

/*
 * The API's own words in the interface's language. The backend answers in the contract's English
 * (an answer's `error`, each `msg` of a 400's `errors`); every message of the mock backend is here,
 * word for word. A real backend may say other things: those are shown as they came.
 */

const maxBodyMegabytes = MAX_BODY_BYTES / 1024 / 1024;
const scenarios = DEMO_SCENARIOS.join(', ');

/** A text field's limit, as the backend says it ('Too long: at most 100 characters'). */
const tooLong = (max: number) => msg`Too long: at most ${max} characters`;

/** Every message the backend answers with, by its English. */
export const API_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Sessions and accounts.
  'Authentication required': msg`Authentication required`,
  'Invalid or expired token': msg`Invalid or expired token`,
  'Invalid email or password': msg`Invalid email or password`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'Nationality is required for international members': msg`Nationality is required for international members`,
  // Members, matches, conversations, posts.
  'User not found': msg`User not found`,
  'You cannot swipe on yourself': msg`You cannot swipe on yourself`,
  'You are already matched': msg`You are already matched`,
  'Match not found': msg`Match not found`,
  'Conversation not found': msg`Conversation not found`,
  'Post not found': msg`Post not found`,
  'Only the author can delete this post': msg`Only the author can delete this post`,
  'Only events take an RSVP': msg`Only events take an RSVP`,
  'You may only listen on your own channel and your conversations': msg`You may only listen on your own channel and your conversations`,
  // The request itself.
  Required: msg({ message: 'Required', context: 'a field left empty' }),
  'Malformed JSON body': msg`Malformed JSON body`,
  [`Request body too large: at most ${maxBodyMegabytes} MB`]: msg`Request body too large: at most ${maxBodyMegabytes} MB`,
  'page and limit must be whole numbers from 1 (limit at most 100)': msg({
    message: 'page and limit must be whole numbers from 1 (limit at most 100)',
    comment:
      '"page" and "limit" are the names of the request\'s parameters: keep them as they are.',
  }),
  'socket_id and channel_name are required': msg({
    message: 'socket_id and channel_name are required',
    comment: '"socket_id" and "channel_name" are the names of the request\'s fields: keep them.',
  }),
  'Method not allowed': msg`Method not allowed`,
  'Not found': msg`Not found`,
  'Internal server error': msg`Internal server error`,
  // The mock backends' demo scenarios.
  [`Scenarios are one of ${scenarios} per domain`]: msg({
    message: `Scenarios are one of ${scenarios} per domain`,
    comment: '{scenarios} lists the scenarios by their API names, e.g. "normal, slow, error".',
  }),
  // The profile rules and the text fields' limits.
  ...Object.fromEntries(
    (Object.keys(PROFILE_RULES) as (keyof typeof PROFILE_RULES)[]).map((rule) => [
      PROFILE_RULES[rule],
      RULE_MESSAGES[rule],
    ]),
  ),
  ...Object.fromEntries(
    Object.values(TEXT_LIMITS).map((max) => [`Too long: at most ${max} characters`, tooLong(max)]),
  ),
};

/** A text from the API in the interface's language: a known message translated, any other as it came. */
export function inInterfaceLanguage(text: string): string {
  const words = Object.hasOwn(API_MESSAGES, text) ? API_MESSAGES[text] : undefined;
  return words ? i18n._(words) : text;
}
