import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_CATEGORIES, productImages, products, productVariants } from '../db/schema';
import type { Executor } from '../db/client';
import { publicProcedure, router } from '../trpc/init';

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'Unknown product category' });

/**
 * Active products, newest first, each with its active variants (cheapest first) and the one picture the shop shows:
 * the primary image, else the first in display order, else the product's own image. Only what a product card shows
 * goes out: this list is read on every visit to the shop and travels inside the rendered page too.
 */
export async function listActiveProducts(db: Executor, category?: z.infer<typeof productCategorySchema>) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      category: products.category,
      priceCents: products.priceCents,
      hasVariants: products.hasVariants,
      imageUrl: products.imageUrl,
      stockLeft: products.stockCount,
    })
    .from(products)
    .where(category ? and(eq(products.isActive, true), eq(products.category, category)) : eq(products.isActive, true))
    .orderBy(desc(products.createdAt), asc(products.name));
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
  return (
    rows
      .map(({ imageUrl, ...product }) => {
        const picture = images.find((image) => image.productId === product.id);
        return {
          ...product,
          image: picture ? { url: picture.url, alt: picture.alt } : imageUrl ? { url: imageUrl, alt: null } : null,
          variants: variants.filter((v) => v.productId === product.id).map(({ productId: _p, ...v }) => v),
        };
      })
      // A product sold by size with no active size left cannot be bought, so it is not listed.
      .filter((product) => !product.hasVariants || product.variants.length > 0)
  );
}

export const shopRouter = router({
  products: publicProcedure
    .input(z.object({ category: productCategorySchema.optional() }).optional())
    .query(({ ctx, input }) => listActiveProducts(ctx.db, input?.category)),
});
