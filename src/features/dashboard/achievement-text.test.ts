import { describe, expect, it } from 'vitest';
import { achievementToGo } from './achievement-text';

describe('achievementToGo', () => {
  it('puts each noun in the number it needs', () => {
    expect(achievementToGo('customers', 1, 1)).toBe('1 more customer to go (serve 1 customer in total)');
    expect(achievementToGo('customers', 24, 25)).toBe('24 more customers to go (serve 25 customers in total)');
    expect(achievementToGo('happy', 3, 25)).toBe('3 more happy customers to go (serve 25 happy customers in total)');
    expect(achievementToGo('coins', 1, 1000)).toBe('1 more coin to go (earn 1,000 coins in total)');
    expect(achievementToGo('score', 2500, 5000)).toBe('2,500 more points to go (score 5,000 points in total)');
  });
});
