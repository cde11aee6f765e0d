import { z } from 'zod';
import { LIMITS } from './common';
import { imageUrlSchema } from './image-url';
import { PRODUCT_CATEGORIES } from './values';
import { tooLong } from './text';

// The product manager's form and the admin procedures share this file: same rules, same messages.
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const PRICE_OR_VARIANTS_MESSAGE = 'Please set a price or add variants';
export const AT_LEAST_ONE_VARIANT_MESSAGE = 'Please add at least one variant';
export const PRICE_FORMAT_MESSAGE = 'Please enter a price like 12.50 (steps of 0.01)';

/** $100,000: far above anything the shop sells, low enough that a typo of extra zeros is caught. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_VARIANTS = 20;
export const MAX_IMAGES = 12;

/** Far above any batch the kitchen makes; a count above it is a typo. */
export const MAX_STOCK = 100_000;
export const STOCK_FORMAT_MESSAGE = 'Please enter a whole number of items left, or leave it empty for unlimited';
/** How many are left to sell; null: unlimited (made to order). */
const stockCountSchema = z.int(STOCK_FORMAT_MESSAGE).min(0, STOCK_FORMAT_MESSAGE).max(MAX_STOCK, tooLong('That count is too high')).nullable().default(null);
/**
 * The count the editor showed when it opened (null: unlimited). Orders take stock while staff edit, so a save applies
 * staff's change to the count as it is now instead of overwriting it (services/admin-products.ts). Left out (a new
 * product or size): the count is set as given.
 */
const stockCountWasSchema = z.int().min(0).max(MAX_STOCK).nullable().optional();
export const PRODUCT_SLUG_MAX = 80;
export const PRODUCT_SLUG_TAKEN_MESSAGE = 'Another product already has this page address. Please choose a different one.';

const priceCentsSchema = z.int(PRICE_FORMAT_MESSAGE).min(0, 'A price cannot be negative').max(MAX_PRICE_CENTS, tooLong('That price is too high'));

export const productVariantInputSchema = z.object({
  /** An existing variant's id keeps it (and the carts that hold it); a variant without one is new. */
  id: z.uuid().optional(),
  size: z.string().trim().min(1, 'Please enter a size').max(50, tooLong('Size is too long')),
  priceCents: priceCentsSchema,
  stockCount: stockCountSchema,
  stockCountWas: stockCountWasSchema,
  sku: z.string().trim().max(64, tooLong('SKU is too long')).default(''),
  isActive: z.boolean().default(true),
  /** This size's own picture, shown in the shop when the size is chosen; empty: the product's picture. */
  imageUrl: z.union([z.literal(''), imageUrlSchema]).default(''),
  imageAlt: z.string().trim().max(LIMITS.shortText, tooLong('Alt text is too long')).default(''),
});

export const productImageInputSchema = z.object({
  imageUrl: imageUrlSchema,
  altText: z.string().trim().max(LIMITS.shortText, tooLong('Alt text is too long')).default(''),
  isPrimary: z.boolean().default(false),
});

export const productInputSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(LIMITS.shortText, tooLong('Name is too long')),
    /** The page address /shop/<slug>; empty: made from the name for a new product, kept as it is for an existing one. */
    slug: z
      .string()
      .trim()
      .max(PRODUCT_SLUG_MAX, tooLong('Page address is too long'))
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'A page address may only contain lowercase letters, numbers and single hyphens')
      .default(''),
    description: z.string().trim().max(LIMITS.longText, tooLong('Description is too long')).default(''),
    ingredients: z.string().trim().max(LIMITS.longText, tooLong('Ingredients are too long')).default(''),
    allergens: z.string().trim().max(LIMITS.longText, tooLong('Allergens are too long')).default(''),
    category: z.enum(PRODUCT_CATEGORIES, { error: REQUIRED_FIELDS_MESSAGE }),
    priceCents: priceCentsSchema.nullable().default(null),
    /** For a product sold without sizes; each size has its own. */
    stockCount: stockCountSchema,
    stockCountWas: stockCountWasSchema,
    isActive: z.boolean().default(true),
    hasVariants: z.boolean().default(false),
    variants: z
      .array(productVariantInputSchema)
      .max(MAX_VARIANTS, tooLong(`At most ${MAX_VARIANTS} variants`))
      .default([]),
    // In display order: the array's order is the order the shop shows them in.
    images: z
      .array(productImageInputSchema)
      .max(MAX_IMAGES, tooLong(`At most ${MAX_IMAGES} images`))
      .default([]),
  })
  .superRefine((product, ctx) => {
    if (!product.hasVariants && product.priceCents === null) {
      ctx.addIssue({ code: 'custom', path: ['priceCents'], message: PRICE_OR_VARIANTS_MESSAGE });
    }
    if (product.hasVariants && product.variants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: AT_LEAST_ONE_VARIANT_MESSAGE });
    }
    if (product.images.filter((image) => image.isPrimary).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'Only one image can be the primary image' });
    }
    const sizes = product.variants.map((variant) => variant.size.toLowerCase());
    if (new Set(sizes).size !== sizes.length) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Each variant needs a different size' });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

export const productUpdateSchema = z.object({ id: z.uuid('Unknown product'), product: productInputSchema });
export const productIdSchema = z.object({ id: z.uuid('Unknown product') });
