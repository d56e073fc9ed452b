import type { ProfileAnswer } from '../../contract/types';

export type ProfilePost = ProfileAnswer['posts'][number];

/** What a post is, in the product's words: an event, news, or (anything else) a story. */
export type PostKind = 'event' | 'news' | 'story';

export const postKind = (post: Pick<ProfilePost, 'type'>): PostKind => {
  const type = post.type.toLowerCase();
  return type === 'event' || type === 'news' ? type : 'story';
};

export const KIND_LABELS: Record<PostKind, string> = {
  event: 'Event',
  news: 'News',
  story: 'Story',
};

/** When the post was shared, e.g. 'Jun 15, 2026'. */
export const postedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * An event's day, e.g. 'Fri, Jun 19, 2026'. The date has no time of day, so it is read as that
 * calendar day wherever the member is (never the day before, west of Greenwich).
 */
export function eventDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An event's start, '19:00' as '7:00 PM'; anything else as given. */
export function eventTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price is shown only above 0. */
export const eventPrice = (price: number | null | undefined) =>
  price !== null && price !== undefined && price > 0 ? currency.format(price) : null;

export const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;
