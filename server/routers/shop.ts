import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PRODUCT_CATEGORIES, products } from '../db/schema';
import type { Executor } from '../db/client';
import { parsedJson } from '../db/parsed-json';
import { publicProcedure, router } from '../trpc/init';

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'Unknown product category' });
const productSlugSchema = z.object({ slug: z.string().trim().min(1).max(160) });

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  category: products.category,
  priceCents: products.priceCents,
  hasVariants: products.hasVariants,
  imageUrl: products.imageUrl,
  stockLeft: products.stockCount,
};

type CardVariant = { id: string; size: string; priceCents: number; imageUrl: string | null; imageAlt: string | null; stockLeft: number | null };
type Picture = { url: string; alt: string };

// Each product's active variants (cheapest first) and its pictures (the primary first, then in display order), read
// in the product's own row: one statement for the whole grid instead of three.
// Written as plain SQL: drizzle leaves the columns of a one-table select unqualified, and inside these subqueries
// "id" would be the variant's or the picture's own, not the product's.
const activeVariants = sql`coalesce((
  select json_agg(json_build_object(
    'id', v.id, 'size', v.size, 'priceCents', v.price_cents, 'imageUrl', v.image_url, 'imageAlt', v.image_alt, 'stockLeft', v.stock_count
  ) order by v.price_cents, v.display_order)
  from product_variants v where v.product_id = products.id and v.is_active), '[]'::json)`.mapWith(parsedJson<CardVariant[]>);
const pictures = sql`coalesce((
  select json_agg(json_build_object('url', i.image_url, 'alt', i.alt_text) order by i.is_primary desc, i.display_order)
  from product_images i where i.product_id = products.id), '[]'::json)`.mapWith(parsedJson<Picture[]>);

/**
 * Active products, each with its active variants (cheapest first) and its pictures: the one the shop shows first is
 * the primary image, else the first in display order, else the product's own image. A product sold by size with no
 * active size left cannot be bought, so it is left out.
 */
async function describeProducts(db: Executor, where: SQL) {
  const rows = await db
    .select({ ...cardColumns, variants: activeVariants, pictures })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.name));
  return rows
    .map(({ imageUrl, ...product }) => ({ ...product, image: product.pictures[0] ?? (imageUrl ? { url: imageUrl, alt: null } : null) }))
    .filter((product) => !product.hasVariants || product.variants.length > 0);
}

/**
 * The shop's grid: every active product, newest first, with only what a card shows (it is read on every visit to the
 * shop and travels inside the rendered page too).
 */
export async function listActiveProducts(db: Executor, category?: z.infer<typeof productCategorySchema>) {
  const listed = await describeProducts(db, category ? and(eq(products.isActive, true), eq(products.category, category))! : eq(products.isActive, true));
  return listed.map(({ pictures: _pictures, ...card }) => card);
}

/** One active product's page: its pictures, sizes, ingredients and allergens; NOT_FOUND for an unknown or hidden one. */
export async function productBySlug(db: Executor, slug: string) {
  const [found] = await describeProducts(db, and(eq(products.isActive, true), eq(products.slug, slug))!);
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'This product is not in the shop.' });
  const [label] = await db.select({ ingredients: products.ingredients, allergens: products.allergens }).from(products).where(eq(products.id, found.id));
  return { ...found, ingredients: label?.ingredients ?? '', allergens: label?.allergens ?? '' };
}

export const shopRouter = router({
  products: publicProcedure
    .input(z.object({ category: productCategorySchema.optional() }).optional())
    .query(({ ctx, input }) => listActiveProducts(ctx.db, input?.category)),
  product: publicProcedure.input(productSlugSchema).query(({ ctx, input }) => productBySlug(ctx.db, input.slug)),
});
