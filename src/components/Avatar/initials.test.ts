import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ana Maria Lima')).toBe('AL');
  });
  it('takes one letter from a single name', () => {
    expect(initials('kenji')).toBe('K');
  });
  it('falls back to a question mark for a blank name', () => {
    expect(initials('   ')).toBe('?');
  });
});
