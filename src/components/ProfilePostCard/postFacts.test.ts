import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  commentCount,
  eventDay,
  eventPrice,
  eventTime,
  likeCount,
  postKind,
  postedOn,
} from './postFacts';

describe('a post on a profile', () => {
  it('is an event, news, or else a story', () => {
    expect(postKind({ type: 'event' })).toBe('event');
    expect(postKind({ type: 'NEWS' })).toBe('news');
    expect(postKind({ type: 'story' })).toBe('story');
    expect(postKind({ type: 'poll' })).toBe('story');
  });

  it('shows dates in en-US', () => {
    expect(postedOn('en', '2026-06-15T10:30:00.000Z')).toMatch(/^Jun 1[45], 2026$/);
    expect(eventDay('en', '2026-06-19')).toBe('Fri, Jun 19, 2026');
    expect(eventDay('en', '2026-06-19T00:00:00.000Z')).toBe('Fri, Jun 19, 2026');
    expect(eventDay('en', 'soon')).toBe('soon');
  });

  it('shows times on a 12-hour clock', () => {
    expect(eventTime('en', '19:00')).toBe('7:00 PM');
    expect(eventTime('en', '00:15')).toBe('12:15 AM');
    expect(eventTime('en', '12:30')).toBe('12:30 PM');
    expect(eventTime('en', '9:05')).toBe('9:05 AM');
    expect(eventTime('en', 'evening')).toBe('evening');
  });

  it('shows a price only above 0', () => {
    expect(eventPrice('en', 15)).toBe('$15.00');
    expect(eventPrice('en', 8.5)).toBe('$8.50');
    expect(eventPrice('en', 0)).toBeNull();
    expect(eventPrice('en', null)).toBeNull();
  });

  it('counts in the singular for one', () => {
    expect(likeCount(12, i18n)).toBe('12 likes');
    expect(likeCount(1, i18n)).toBe('1 like');
    expect(commentCount(1, i18n)).toBe('1 comment');
    expect(commentCount(3, i18n)).toBe('3 comments');
  });

  it("writes dates, times and prices the interface language's way", () => {
    expect(eventDay('de', '2026-06-19')).toBe('Fr., 19. Juni 2026');
    expect(eventTime('de', '19:00')).toBe('19:00');
    expect(eventPrice('de', 15)).toBe('15,00\u00a0$');
  });
});
