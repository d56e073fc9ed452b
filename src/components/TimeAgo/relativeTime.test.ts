import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minutes = (n: number) => n * 60_000;

describe('relativeTime', () => {
  it('says just now under a minute, and for times a little ahead of the clock', () => {
    expect(relativeTime(before(59_000), now, i18n)).toBe('Just now');
    expect(relativeTime(before(-5_000), now, i18n)).toBe('Just now');
  });
  it('counts minutes under an hour', () => {
    expect(relativeTime(before(minutes(1)), now, i18n)).toBe('1m ago');
    expect(relativeTime(before(minutes(59) + 59_000), now, i18n)).toBe('59m ago');
  });
  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(relativeTime(before(minutes(60)), now, i18n)).toBe('1h ago');
    expect(relativeTime(before(minutes(24 * 60) - 1), now, i18n)).toBe('23h ago');
  });
  it('counts days from 24 hours', () => {
    expect(relativeTime(before(minutes(24 * 60)), now, i18n)).toBe('1d ago');
    expect(relativeTime(before(minutes(24 * 60 * 40)), now, i18n)).toBe('40d ago');
  });
});
