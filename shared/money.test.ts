import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents } from './money';

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

describe('dollarsToCents', () => {
  it('reads whole dollars and one or two decimals', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.05')).toBe(1205);
    expect(dollarsToCents(' 0.99 ')).toBe(99);
    expect(dollarsToCents('19.99')).toBe(1999);
  });

  it('refuses anything that is not a price in steps of 0.01', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1,50', '1e3', '.5']) expect(dollarsToCents(text)).toBeNull();
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 5, 99, 100, 1250, 123456]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('centsToDollars', () => {
  it('writes the plain decimal, as toFixed(2) of the dollars would, negatives included', () => {
    for (const cents of [0, 5, 99, 100, 1250, 123456, -5, -300, -123456]) expect(centsToDollars(cents)).toBe((cents / 100).toFixed(2));
  });
});
