import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, searchIndex, updatedAt } from './columns';
import { productCategoryEnum } from './enums';

// Money is stored in whole cents: no floating point ever touches a price or a total.
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    // The product page's address, /shop/<slug>: made from the name when the product is created and kept when it is
    // renamed, so shared links and search results keep working. A row written without one (a script, a test) gets a
    // random unique one rather than failing.
    slug: text('slug')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    description: text('description').notNull().default(''),
    // Shown on the product page; staff write them in the back office (one free text each, as on the label).
    ingredients: text('ingredients').notNull().default(''),
    allergens: text('allergens').notNull().default(''),
    category: productCategoryEnum('category').notNull(),
    // Null when the product has variants: each variant carries its own price.
    priceCents: integer('price_cents'),
    hasVariants: boolean('has_variants').notNull().default(false),
    // How many are left to sell, for a product sold without sizes; null: unlimited (stock is kept where the price is,
    // so a product sold by size counts each size's stock). Placing an order takes from it, an order that expires
    // unpaid or is cancelled gives it back (services/stock.ts).
    stockCount: integer('stock_count'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check('products_stock_nonneg', sql`${t.stockCount} IS NULL OR ${t.stockCount} >= 0`),
    check('products_price_or_variants', sql`${t.hasVariants} OR ${t.priceCents} IS NOT NULL`),
    index('products_active_created_idx').on(t.isActive, t.createdAt),
    // The back office's product list sorts by these.
    index('products_created_idx').on(t.createdAt),
    index('products_name_idx').on(t.name),
    searchIndex('products_name_search_idx', t.name),
    searchIndex('products_slug_search_idx', t.slug),
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
    // How many of this size are left to sell; null: unlimited.
    stockCount: integer('stock_count'),
    sku: text('sku'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    // A size may have its own picture (a 32oz tub looks different from a 16oz one), shown when that size is chosen.
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
  },
  (t) => [
    check('product_variants_price_nonneg', sql`${t.priceCents} >= 0`),
    check('product_variants_stock_nonneg', sql`${t.stockCount} IS NULL OR ${t.stockCount} >= 0`),
    index('product_variants_product_idx').on(t.productId),
  ],
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
