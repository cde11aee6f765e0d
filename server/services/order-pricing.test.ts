import { describe, expect, it } from 'vitest';
import { discountPercent as discountPercentForLevel } from './loyalty';
import { discountCentsFor } from './order-pricing';

describe('member discount', () => {
  it('is min(floor(level x 2.5), 25) percent', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 100].map((level) => discountPercentForLevel(level))).toEqual([2, 5, 7, 10, 12, 22, 25, 25, 25]);
  });

  it('stops at the cap staff set', () => {
    expect([1, 4, 5, 10].map((level) => discountPercentForLevel(level, 10))).toEqual([2, 10, 10, 10]);
    expect(discountPercentForLevel(10, 0)).toBe(0);
  });

  it('rounds to the nearest cent, halves up', () => {
    expect(discountCentsFor(1225, 2)).toBe(25); // 24.5
    expect(discountCentsFor(1224, 2)).toBe(24); // 24.48
    expect(discountCentsFor(3745, 10)).toBe(375); // 374.5
    expect(discountCentsFor(3744, 10)).toBe(374); // 374.4
    expect(discountCentsFor(999, 25)).toBe(250); // 249.75
    expect(discountCentsFor(0, 25)).toBe(0);
  });
});
