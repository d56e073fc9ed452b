import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../contract/types';
import { applyLike } from './posts';

const post = (id: string, likes: number, userHasLiked: boolean) =>
  ({ id, likes, userHasLiked }) as FeedPost;

describe('applyLike', () => {
  const feed = { pages: [[post('a', 3, false), post('b', 1, true)]], pageParams: [1] };

  it('adds one on like and subtracts one on unlike', () => {
    expect(applyLike(feed, 'a', true)!.pages[0]![0]).toMatchObject({
      likes: 4,
      userHasLiked: true,
    });
    expect(applyLike(feed, 'b', false)!.pages[0]![1]).toMatchObject({
      likes: 0,
      userHasLiked: false,
    });
  });

  it('leaves a post alone when it already is in that state (no double count)', () => {
    expect(applyLike(feed, 'a', false)!.pages[0]![0]).toMatchObject({
      likes: 3,
      userHasLiked: false,
    });
  });

  it('leaves other posts and an empty cache alone', () => {
    expect(applyLike(feed, 'a', true)!.pages[0]![1]).toBe(feed.pages[0]![1]);
    expect(applyLike(undefined, 'a', true)).toBeUndefined();
  });
});
