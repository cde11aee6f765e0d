import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_VARIANT_MESSAGE,
  centsToDollars,
  dollarsToCents,
  PRICE_OR_VARIANTS_MESSAGE,
  productInputSchema,
  REQUIRED_FIELDS_MESSAGE,
} from './admin-products';

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

describe('productInputSchema', () => {
  const base = { name: 'Blue Raspberry Tub', category: 'cotton-candy' as const };

  it('asks for the required fields', () => {
    const result = productInputSchema.safeParse({ name: ' ', category: '', priceCents: 100 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([REQUIRED_FIELDS_MESSAGE, REQUIRED_FIELDS_MESSAGE]);
  });

  it('needs a price without variants and a variant with variants', () => {
    expect(productInputSchema.safeParse(base).error?.issues[0]?.message).toBe(PRICE_OR_VARIANTS_MESSAGE);
    expect(productInputSchema.safeParse({ ...base, hasVariants: true }).error?.issues[0]?.message).toBe(AT_LEAST_ONE_VARIANT_MESSAGE);
  });

  it('defaults a new product to active without variants', () => {
    const parsed = productInputSchema.parse({ ...base, priceCents: 1000 });
    expect(parsed).toMatchObject({ isActive: true, hasVariants: false, variants: [], images: [] });
  });

  it('refuses an image address that is not an upload or http(s)', () => {
    const result = productInputSchema.safeParse({ ...base, priceCents: 1, images: [{ imageUrl: 'javascript:alert(1)' }] });
    expect(result.success).toBe(false);
  });
});
