import { describe, expect, it } from 'vitest';
import { checkPhoto } from './photos';

describe('checkPhoto', () => {
  it('refuses a file that is not an image', () => {
    expect(checkPhoto({ type: 'application/pdf', size: 10 })?.message).toBe(
      'Please select an image file',
    );
  });
  it('refuses an image over 5 MB and takes one of exactly 5 MB', () => {
    expect(checkPhoto({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })?.message).toBe(
      'Image size should be less than 5MB',
    );
    expect(checkPhoto({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
