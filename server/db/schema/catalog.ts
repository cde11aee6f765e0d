import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { productCategoryEnum } from './enums';

// Money is stored in whole cents: no floating point ever touches a price or a total.
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: productCategoryEnum('category').notNull(),
    // Null when the product has variants: each variant carries its own price.
    priceCents: integer('price_cents'),
    hasVariants: boolean('has_variants').notNull().default(false),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check('products_price_or_variants', sql`${t.hasVariants} OR ${t.priceCents} IS NOT NULL`),
    index('products_active_created_idx').on(t.isActive, t.createdAt),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    sku: text('sku'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    // A size may have its own picture (a 32oz tub looks different from a 16oz one), shown when that size is chosen.
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
  },
  (t) => [check('product_variants_price_nonneg', sql`${t.priceCents} >= 0`), index('product_variants_product_idx').on(t.productId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);
