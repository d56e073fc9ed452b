import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ProfileAnswer } from '../../contract/types';
import type { PostKind } from '../CreatePostDialog/postDraft';
import { dateFormat, formatUsdCents } from '../../i18n/format';

export type ProfilePost = ProfileAnswer['posts'][number];

/** What a post is, in the product's words: an event, news, or (anything else) a story. */
export const postKind = (post: Pick<ProfilePost, 'type'>): PostKind => {
  const type = post.type.toLowerCase();
  return type === 'event' || type === 'news' ? type : 'story';
};

export const KIND_LABELS: Record<PostKind, MessageDescriptor> = {
  event: msg({ message: 'Event', context: 'kind of post' }),
  news: msg({ message: 'News', context: 'kind of post' }),
  story: msg({ message: 'Story', context: 'kind of post' }),
};

/*
 * Dates, times and prices the way the interface's language writes them: callers pass its locale
 * (`useLingui().i18n.locale`), so a card rerenders in a new language. In English, 'Jun 15, 2026',
 * 'Fri, Jun 19, 2026', '7:00 PM' and '$15.00'.
 */

/** When the post was shared, e.g. 'Jun 15, 2026'. */
export const postedOn = (locale: string, iso: string) =>
  dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * An event's day, e.g. 'Fri, Jun 19, 2026'. The date has no time of day, so it is read as that
 * calendar day wherever the member is (never the day before, west of Greenwich).
 */
export function eventDay(locale: string, date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** An event's start, '19:00' as '7:00 PM' (in English); anything else as given. */
export function eventTime(locale: string, time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/** A price is shown only above 0, in US dollars with cents ('$15.00'). */
export const eventPrice = (locale: string, price: number | null | undefined) =>
  price !== null && price !== undefined && price > 0 ? formatUsdCents(locale, price) : null;

// The counts of a post's likes and comments, in the active language.
export const likeCount = (count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: '# like', other: '# likes' }) }));
export const commentCount = (count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: '# comment', other: '# comments' }) }));
