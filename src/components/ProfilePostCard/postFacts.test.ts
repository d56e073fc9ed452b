import { describe, expect, it } from 'vitest';
import { countOf, eventDay, eventPrice, eventTime, postKind, postedOn } from './postFacts';

describe('a post on a profile', () => {
  it('is an event, news, or else a story', () => {
    expect(postKind({ type: 'event' })).toBe('event');
    expect(postKind({ type: 'NEWS' })).toBe('news');
    expect(postKind({ type: 'story' })).toBe('story');
    expect(postKind({ type: 'poll' })).toBe('story');
  });

  it('shows dates in en-US', () => {
    expect(postedOn('2026-06-15T10:30:00.000Z')).toMatch(/^Jun 1[45], 2026$/);
    expect(eventDay('2026-06-19')).toBe('Fri, Jun 19, 2026');
    expect(eventDay('2026-06-19T00:00:00.000Z')).toBe('Fri, Jun 19, 2026');
    expect(eventDay('soon')).toBe('soon');
  });

  it('shows times on a 12-hour clock', () => {
    expect(eventTime('19:00')).toBe('7:00 PM');
    expect(eventTime('00:15')).toBe('12:15 AM');
    expect(eventTime('12:30')).toBe('12:30 PM');
    expect(eventTime('9:05')).toBe('9:05 AM');
    expect(eventTime('evening')).toBe('evening');
  });

  it('shows a price only above 0', () => {
    expect(eventPrice(15)).toBe('$15.00');
    expect(eventPrice(8.5)).toBe('$8.50');
    expect(eventPrice(0)).toBeNull();
    expect(eventPrice(null)).toBeNull();
  });

  it('counts in the singular for one', () => {
    expect(countOf(1, 'post', 'posts')).toBe('1 post');
    expect(countOf(0, 'post', 'posts')).toBe('0 posts');
    expect(countOf(12, 'like', 'likes')).toBe('12 likes');
  });
});
