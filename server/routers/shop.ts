import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PRODUCT_CATEGORIES, productImages, products, productVariants } from '../db/schema';
import type { Executor } from '../db/client';
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

/**
 * Active products, each with its active variants (cheapest first) and its pictures: the one the shop shows first is
 * the primary image, else the first in display order, else the product's own image. A product sold by size with no
 * active size left cannot be bought, so it is left out.
 */
async function describeProducts(db: Executor, where: SQL) {
  const rows = await db.select(cardColumns).from(products).where(where).orderBy(desc(products.createdAt), asc(products.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, images] = await Promise.all([
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        size: productVariants.size,
        priceCents: productVariants.priceCents,
        imageUrl: productVariants.imageUrl,
        imageAlt: productVariants.imageAlt,
        stockLeft: productVariants.stockCount,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.priceCents), asc(productVariants.displayOrder)),
    db
      .select({ productId: productImages.productId, url: productImages.imageUrl, alt: productImages.altText })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(desc(productImages.isPrimary), asc(productImages.displayOrder)),
  ]);
  return rows
    .map(({ imageUrl, ...product }) => {
      const pictures = images.filter((image) => image.productId === product.id).map(({ url, alt }) => ({ url, alt }));
      return {
        ...product,
        image: pictures[0] ?? (imageUrl ? { url: imageUrl, alt: null } : null),
        pictures,
        variants: variants.filter((v) => v.productId === product.id).map(({ productId: _p, ...v }) => v),
      };
    })
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
