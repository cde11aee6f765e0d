import { IMAGE_URL_MESSAGE } from './image-url';
import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_VARIANT_MESSAGE, PRICE_OR_VARIANTS_MESSAGE, productInputSchema, REQUIRED_FIELDS_MESSAGE } from './admin-products';

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

  it('refuses an image address that is not on the site', () => {
    const result = productInputSchema.safeParse({ ...base, priceCents: 1, images: [{ imageUrl: 'javascript:alert(1)' }] });
    expect(result.success).toBe(false);
    // The Content-Security-Policy shows the site's own images only: an outside address would be a broken picture.
    for (const imageUrl of ['https://cdn.example.com/tote.jpg', 'http://cdn.example.com/tote.jpg', '//cdn.example.com/tote.jpg']) {
      expect(productInputSchema.safeParse({ ...base, priceCents: 1, images: [{ imageUrl }] }).error?.issues[0]?.message).toBe(IMAGE_URL_MESSAGE);
    }
    expect(productInputSchema.safeParse({ ...base, priceCents: 1, images: [{ imageUrl: '/uploads/a-800.webp' }] }).success).toBe(true);
  });
});
