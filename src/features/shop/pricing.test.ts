import { describe, expect, it } from 'vitest';
import { displayPrice } from './pricing';

const tub = {
  hasVariants: true,
  priceCents: null,
  variants: [
    { id: 'big', priceCents: 2499 },
    { id: 'small', priceCents: 1450 },
  ],
};

describe('displayPrice', () => {
  it('shows From the lowest variant price until a size is chosen', () => {
    expect(displayPrice(tub, undefined)).toBe('From $14.50');
  });
  it('shows the chosen size price', () => {
    expect(displayPrice(tub, 'big')).toBe('$24.99');
  });
  it('shows two decimals for a plain price', () => {
    expect(displayPrice({ hasVariants: false, priceCents: 1200, variants: [] }, undefined)).toBe('$12.00');
  });
});
