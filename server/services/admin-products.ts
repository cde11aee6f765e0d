import { and, eq, like, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { productImages, products, productVariants } from '../db/schema';
import { PRODUCT_SLUG_TAKEN_MESSAGE, type ProductData } from '@shared/schemas/admin-products';
import { slugFromName } from '@shared/product-pages';
import { DomainError } from './domain-error';

async function assertSlugFree(tx: Executor, slug: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
    .limit(1);
  if (taken) throw new DomainError('conflict', PRODUCT_SLUG_TAKEN_MESSAGE);
}

/** A new product's page address from its name, with -2, -3… after it when another product has it already. */
async function freeSlugFor(tx: Executor, name: string): Promise<string> {
  const base = slugFromName(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The count a save writes, as a change to the stored one. Orders take stock while staff edit; a save that set the
 * typed number would undo those subtractions. So staff's change (typed minus what the editor showed) is applied to
 * the count as it is now, never below zero: the editor showed 5, staff counted 10 more and typed 15, two orders took
 * one each meanwhile, and 13 are left. A count staff did not change stays as the orders left it. Making a product
 * unlimited (null) or counted from unlimited sets it as typed; so does a save that does not say what it saw.
 */
function stockAfterSave(column: AnyPgColumn, typed: number | null, shown: number | null | undefined): SQL | number | null | undefined {
  if (shown === undefined || shown === null || typed === null) return shown === typed ? undefined : typed;
  if (shown === typed) return undefined;
  return sql`CASE WHEN ${column} IS NULL THEN ${typed} ELSE greatest(0, ${column} + ${typed - shown}) END`;
}

/**
 * Writes a product and replaces its variants and images with the given set. Meant to run inside one transaction
 * (the caller opens it and writes the audit row in it too): if any step fails, nothing of the save is kept.
 *
 * Images are deleted and inserted again. Variants named by id are updated in place instead of deleted and
 * inserted, so a variant keeps its id: carts and past orders point at variant ids. Variants left out of the new
 * set are deleted; new ones are inserted.
 */
export async function saveProduct(tx: Executor, data: ProductData, existingId?: string): Promise<string> {
  const images = data.images.map((image, index) => ({ ...image, displayOrder: index }));
  // Exactly one primary image when there are images: the first one unless staff chose another.
  if (images.length > 0 && !images.some((image) => image.isPrimary)) images[0]!.isPrimary = true;
  const primaryUrl = images.find((image) => image.isPrimary)?.imageUrl ?? null;

  const row = {
    name: data.name,
    description: data.description,
    ingredients: data.ingredients,
    allergens: data.allergens,
    category: data.category,
    // A product sold by size has no price (and no count) of its own: each variant carries one.
    priceCents: data.hasVariants ? null : data.priceCents,
    hasVariants: data.hasVariants,
    isActive: data.isActive,
    imageUrl: primaryUrl,
  };

  const stockCount = data.hasVariants ? null : data.stockCount;

  let productId: string;
  if (existingId) {
    if (data.slug) await assertSlugFree(tx, data.slug, existingId);
    const stock = stockAfterSave(products.stockCount, stockCount, data.hasVariants ? undefined : data.stockCountWas);
    const [updated] = await tx
      .update(products)
      .set({ ...row, ...(stock !== undefined ? { stockCount: stock } : {}), ...(data.slug ? { slug: data.slug } : {}) })
      .where(eq(products.id, existingId))
      .returning({ id: products.id });
    if (!updated) throw new DomainError('not_found', 'This product no longer exists.');
    productId = updated.id;
  } else {
    let slug = data.slug;
    if (slug) await assertSlugFree(tx, slug);
    else slug = await freeSlugFor(tx, data.name);
    const [inserted] = await tx
      .insert(products)
      .values({ ...row, stockCount, slug })
      .returning({ id: products.id });
    productId = inserted!.id;
  }

  const variants = data.hasVariants ? data.variants : [];
  const keptIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await tx
    .delete(productVariants)
    .where(
      keptIds.length > 0 ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, keptIds)) : eq(productVariants.productId, productId),
    );
  for (const [index, variant] of variants.entries()) {
    const values = {
      size: variant.size,
      priceCents: variant.priceCents,
      sku: variant.sku || null,
      isActive: variant.isActive,
      displayOrder: index,
      imageUrl: variant.imageUrl || null,
      imageAlt: variant.imageUrl ? variant.imageAlt || null : null,
    };
    if (variant.id) {
      const stock = stockAfterSave(productVariants.stockCount, variant.stockCount, variant.stockCountWas);
      const [updated] = await tx
        .update(productVariants)
        .set({ ...values, ...(stock !== undefined ? { stockCount: stock } : {}) })
        .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      if (!updated) throw new DomainError('invalid', 'A variant of this product changed meanwhile. Please reload and try again.');
    } else {
      await tx.insert(productVariants).values({ ...values, stockCount: variant.stockCount, productId });
    }
  }

  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) {
    await tx
      .insert(productImages)
      .values(
        images.map((image) => ({ productId, imageUrl: image.imageUrl, altText: image.altText, displayOrder: image.displayOrder, isPrimary: image.isPrimary })),
      );
  }
  return productId;
}
