import { describe, expect, it } from 'vitest';
import { apiPathBelow } from './endpoints';

describe('the API base below where the app is served', () => {
  it('is /api at the root', () => expect(apiPathBelow('/')).toBe('/api'));

  it('follows a sub-path', () => expect(apiPathBelow('/beeglobal/')).toBe('/beeglobal/api'));

  it("stays /api under a relative base (Storybook's static build)", () =>
    expect(apiPathBelow('./')).toBe('/api'));
});
