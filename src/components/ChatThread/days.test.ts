import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { clockTime, dayKey, dayLabel } from './days';

const now = new Date(2026, 5, 15, 12, 0);

describe('day separators', () => {
  it('names today and yesterday, by the local calendar day', () => {
    expect(dayLabel(new Date(2026, 5, 15, 0, 1), now, i18n)).toBe('Today');
    expect(dayLabel(new Date(2026, 5, 14, 23, 59), now, i18n)).toBe('Yesterday');
  });

  it('gives older days their weekday and date, and the year only when it is not this one', () => {
    expect(dayLabel(new Date(2026, 5, 8, 9, 0), now, i18n)).toBe('Monday, June 8');
    expect(dayLabel(new Date(2025, 11, 31, 9, 0), now, i18n)).toBe('Wednesday, December 31, 2025');
  });

  it('keys the day for grouping, and writes the time the en-US way', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 0))).toBe('2026-01-05');
    expect(clockTime(new Date(2026, 5, 15, 15, 5), i18n.locale)).toBe('3:05 PM');
  });
});
