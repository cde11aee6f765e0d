import { centsToDollars, dollarsToCents } from '@shared/money';
import { PRICE_FORMAT_MESSAGE, productInputSchema, type ProductData } from '@shared/schemas/admin-products';
import type { ProductCategory } from '@shared/schemas/values';
import { z } from 'zod';
import { validateForm } from '../shared/form';
import type { RouterOutputs } from '../shared/types';

export type AdminProduct = RouterOutputs['admin']['products']['list']['items'][number];

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'cotton-candy': 'Cotton Candy',
  'fluff-collection': 'Fluff Collection',
  accessories: 'Accessories',
  games: 'Games',
};

// What the form edits: prices as typed text (dollars), rows with a local key so React keeps each row's inputs.
export type VariantDraft = {
  key: string;
  id?: string;
  size: string;
  price: string;
  /** Items left, as typed; empty: unlimited. */
  stock: string;
  /** The count when the editor opened (an existing size only): the server keeps orders' changes made meanwhile. */
  stockWas?: number | null;
  sku: string;
  isActive: boolean;
  imageUrl: string;
  imageAlt: string;
};
export type ImageDraft = { key: string; imageUrl: string; altText: string; isPrimary: boolean };
export type ProductFormState = {
  name: string;
  slug: string;
  description: string;
  ingredients: string;
  allergens: string;
  category: ProductCategory | '';
  price: string;
  stock: string;
  /** The count when the editor opened (an existing product only). */
  stockWas?: number | null;
  isActive: boolean;
  hasVariants: boolean;
  variants: VariantDraft[];
  images: ImageDraft[];
};

let nextKey = 0;
export const draftKey = (): string => `draft-${(nextKey += 1)}`;

// The defaults for a new product: active, without variants.
export function emptyProductForm(): ProductFormState {
  return {
    name: '',
    slug: '',
    description: '',
    ingredients: '',
    allergens: '',
    category: '',
    price: '',
    stock: '',
    isActive: true,
    hasVariants: false,
    variants: [],
    images: [],
  };
}

export function emptyVariant(): VariantDraft {
  return { key: draftKey(), size: '', price: '', stock: '', sku: '', isActive: true, imageUrl: '', imageAlt: '' };
}

export function productFormFrom(product: AdminProduct): ProductFormState {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    ingredients: product.ingredients,
    allergens: product.allergens,
    category: product.category,
    price: product.priceCents === null ? '' : centsToDollars(product.priceCents),
    stock: product.stockCount === null ? '' : String(product.stockCount),
    stockWas: product.stockCount,
    isActive: product.isActive,
    hasVariants: product.hasVariants,
    variants: product.variants.map((v) => ({
      key: v.id,
      id: v.id,
      size: v.size,
      price: centsToDollars(v.priceCents),
      stock: v.stockCount === null ? '' : String(v.stockCount),
      stockWas: v.stockCount,
      sku: v.sku ?? '',
      isActive: v.isActive,
      imageUrl: v.imageUrl ?? '',
      imageAlt: v.imageAlt ?? '',
    })),
    images: product.images.map((i) => ({ key: i.id, imageUrl: i.imageUrl, altText: i.altText, isPrimary: i.isPrimary })),
  };
}

/**
 * The form's values as the procedure's input, checked with the same schema the server uses. Error keys are field
 * paths: 'name', 'priceCents', 'variants', 'variants.0.priceCents', 'images.1.imageUrl'.
 */
export function productInputFrom(form: ProductFormState): { data: ProductData; errors: null } | { data: null; errors: Record<string, string> } {
  const priceErrors: Record<string, string> = {};
  const toCents = (text: string, key: string): number | null => {
    if (text.trim() === '') return null;
    const cents = dollarsToCents(text);
    if (cents === null) priceErrors[key] = PRICE_FORMAT_MESSAGE;
    return cents;
  };
  // An empty count is unlimited; anything else must read as a whole number (the schema words the message).
  const toCount = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  const input = {
    name: form.name,
    slug: form.slug,
    description: form.description,
    ingredients: form.ingredients,
    allergens: form.allergens,
    category: form.category,
    priceCents: form.hasVariants ? null : toCents(form.price, 'priceCents'),
    stockCount: form.hasVariants ? null : toCount(form.stock),
    ...(form.stockWas !== undefined ? { stockCountWas: form.stockWas } : {}),
    isActive: form.isActive,
    hasVariants: form.hasVariants,
    variants: form.hasVariants
      ? form.variants.map((v, index) => ({
          ...(v.id ? { id: v.id } : {}),
          size: v.size,
          // An empty price is a missing number: the schema says so in its own words.
          priceCents: toCents(v.price, `variants.${index}.priceCents`) ?? Number.NaN,
          stockCount: toCount(v.stock),
          ...(v.stockWas !== undefined ? { stockCountWas: v.stockWas } : {}),
          sku: v.sku,
          isActive: v.isActive,
          imageUrl: v.imageUrl.trim(),
          imageAlt: v.imageAlt,
        }))
      : [],
    images: form.images.map((i) => ({ imageUrl: i.imageUrl, altText: i.altText, isPrimary: i.isPrimary })),
  };
  const result = validateForm(productInputSchema, input);
  if (Object.keys(priceErrors).length > 0) return { data: null, errors: { ...(result.errors ?? {}), ...priceErrors } };
  return result;
}

/** 'variants.1.priceCents' as a path of keys and array indexes, the way zod and react-hook-form name a nested field. */
function pathOf(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The dialog's schema: the form's drafts read as the procedure's input by productInputFrom, so a price typed in the
 * wrong format and the procedure's own messages show together, each beside its field.
 */
export const productFormSchema = z.custom<ProductFormState>().transform((form, context) => {
  const result = productInputFrom(form);
  if (result.data) return result.data;
  for (const [key, message] of Object.entries(result.errors)) context.addIssue({ code: 'custom', path: pathOf(key), message });
  return z.NEVER;
});
