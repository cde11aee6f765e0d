import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_VARIANT_MESSAGE, PRICE_FORMAT_MESSAGE, PRICE_OR_VARIANTS_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@shared/schemas/admin-products';
import { emptyProductForm, emptyVariant, productFormSchema, productInputFrom, type ProductFormState } from './product-form';

const filled = (change: Partial<ProductFormState>): ProductFormState => ({ ...emptyProductForm(), name: 'Tub', category: 'cotton-candy', ...change });

describe('productInputFrom', () => {
  it('starts a new product active and without variants', () => {
    expect(emptyProductForm()).toMatchObject({ isActive: true, hasVariants: false, variants: [], images: [] });
  });

  it('turns typed dollars into cents', () => {
    expect(productInputFrom(filled({ price: '12.5' })).data).toMatchObject({ priceCents: 1250, hasVariants: false });
  });

  it('asks for name and category, then for a price or variants', () => {
    expect(productInputFrom(emptyProductForm()).errors).toMatchObject({ name: REQUIRED_FIELDS_MESSAGE, category: REQUIRED_FIELDS_MESSAGE });
    expect(productInputFrom(filled({})).errors).toEqual({ priceCents: PRICE_OR_VARIANTS_MESSAGE });
    expect(productInputFrom(filled({ hasVariants: true })).errors).toEqual({ variants: AT_LEAST_ONE_VARIANT_MESSAGE });
  });

  it('refuses prices that are not in steps of 0.01, beside the right field', () => {
    expect(productInputFrom(filled({ price: '3.999' })).errors).toEqual({ priceCents: PRICE_FORMAT_MESSAGE });
    const variants = [
      { ...emptyVariant(), size: '16oz', price: '12' },
      { ...emptyVariant(), size: '32oz', price: 'lots' },
    ];
    expect(productInputFrom(filled({ hasVariants: true, variants })).errors).toEqual({ 'variants.1.priceCents': PRICE_FORMAT_MESSAGE });
  });

  it('drops the base price when sold by size and keeps variant ids', () => {
    const variants = [{ ...emptyVariant(), id: '4b9f2d4e-8c1a-4f6e-9a3b-2c1d0e9f8a7b', size: '16oz', price: '12.99', sku: 'A' }];
    const result = productInputFrom(filled({ hasVariants: true, price: '5', variants }));
    expect(result.data).toMatchObject({
      priceCents: null,
      variants: [{ id: '4b9f2d4e-8c1a-4f6e-9a3b-2c1d0e9f8a7b', size: '16oz', priceCents: 1299, sku: 'A' }],
    });
  });
});

describe('productFormSchema', () => {
  it('reports a mistyped price and the other fields together, each at its field path', () => {
    const variants = [{ ...emptyVariant(), size: '', price: 'lots' }];
    const result = productFormSchema.safeParse({ ...emptyProductForm(), category: 'cotton-candy', hasVariants: true, variants });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({ name: REQUIRED_FIELDS_MESSAGE, 'variants.0.priceCents': PRICE_FORMAT_MESSAGE });
    expect(result.error?.issues.find((issue) => issue.path.join('.') === 'variants.0.priceCents')?.path).toEqual(['variants', 0, 'priceCents']);
  });

  it('gives the procedure its input when the form is complete', () => {
    expect(productFormSchema.parse({ ...emptyProductForm(), name: 'Tub', category: 'cotton-candy', price: '4' })).toMatchObject({
      name: 'Tub',
      priceCents: 400,
    });
  });
});
