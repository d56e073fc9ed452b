import { describe, expect, it } from 'vitest';
import { phoneSlowdown } from './phoneSlowdown';

describe("the mobile runs' CPU slowdown, from the machine's benchmark index", () => {
  it("is Lighthouse's default 4x on the host its default assumes (index 1533)", () => {
    expect(phoneSlowdown(1533)).toBeCloseTo(4, 1);
  });

  it("follows the calculator's points between: 3x at 1300, 2x at 800, 1x at 150", () => {
    expect(phoneSlowdown(1300)).toBe(3);
    expect(phoneSlowdown(800)).toBe(2);
    expect(phoneSlowdown(150)).toBe(1);
    expect(phoneSlowdown(1050)).toBe(2.5);
  });

  it('slows a faster host more, and never speeds a slow one up', () => {
    expect(phoneSlowdown(2000)).toBeCloseTo(6, 1);
    expect(phoneSlowdown(100)).toBe(1);
  });
});
