import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('writes dollars with two decimals and thousands separators, as en-US currency does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const cents of [0, 1, 5, 99, 100, 1200, 3499, 99999, 100000, 123456, 100000000, 987654321, -300, -1]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatCents(1234.4)).toBe('$12.34');
    expect(formatCents(1234.6)).toBe('$12.35');
  });
});
