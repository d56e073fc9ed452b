import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreatePostRequest } from '../../contract/types';

export const POST_KINDS = ['story', 'event', 'news'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** What the Create New Post dialog holds while the member writes; numbers as typed. */
export type PostDraft = {
  type: PostKind;
  title: string;
  content: string;
  image: string;
  visibility: 'GLOBAL' | 'CONNECTIONS';
  location: string;
  culturalTheme: string;
  date: string;
  time: string;
  price: string;
  maxAttendees: string;
};

export const DEFAULT_PRICE = 0;
export const DEFAULT_MAX_ATTENDEES = 50;

export const emptyDraft = (type: PostKind = 'story'): PostDraft => ({
  type,
  title: '',
  content: '',
  image: '',
  visibility: 'GLOBAL',
  location: '',
  culturalTheme: '',
  date: '',
  time: '',
  price: String(DEFAULT_PRICE),
  maxAttendees: String(DEFAULT_MAX_ATTENDEES),
});

export const REQUIRED_MISSING = msg`Please fill in all required fields`;

export type DraftProblems = {
  /** Required fields left blank (after trimming). */
  missing: ('title' | 'content')[];
  /** What is wrong with each, shown in the interface's language where the field is. */
  price?: MessageDescriptor;
  maxAttendees?: MessageDescriptor;
};

/** What stops the draft from being published; an empty `missing` and no texts means it can go. */
export function draftProblems(draft: PostDraft): DraftProblems {
  const problems: DraftProblems = {
    missing: (['title', 'content'] as const).filter((field) => draft[field].trim() === ''),
  };
  if (draft.type !== 'event') return problems;
  const price = Number(draft.price);
  if (draft.price.trim() === '' || !Number.isFinite(price) || price < 0)
    problems.price = msg`Price must be 0 or more`;
  const max = Number(draft.maxAttendees);
  if (!Number.isInteger(max) || max < 1)
    problems.maxAttendees = msg`Max attendees must be 1 or more`;
  return problems;
}

export const canPublish = (problems: DraftProblems) =>
  problems.missing.length === 0 && !problems.price && !problems.maxAttendees;

const optional = (text: string) => text.trim() || undefined;

/** The create call's payload: type uppercased, texts trimmed, event details only for events. */
export function toCreatePostRequest(draft: PostDraft): CreatePostRequest {
  const event = draft.type === 'event';
  return {
    type: draft.type.toUpperCase() as CreatePostRequest['type'],
    title: draft.title.trim(),
    content: draft.content.trim(),
    image: optional(draft.image),
    visibility: draft.visibility,
    location: event ? optional(draft.location) : undefined,
    culturalTheme: event ? optional(draft.culturalTheme) : undefined,
    eventDetails: event
      ? {
          date: optional(draft.date),
          time: optional(draft.time),
          price: Number(draft.price),
          maxAttendees: Number(draft.maxAttendees),
        }
      : undefined,
  };
}
