import { and, asc, desc, eq, inArray, like, ne, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderLines, orders, productImages, products, productVariants } from '../db/schema';
import { PRODUCT_SLUG_TAKEN_MESSAGE, type ProductData } from '@shared/schemas/admin-products';
import { slugFromName } from '@shared/product-pages';
import { DomainError } from './domain-error';

/** Every product (active or not), newest first, with all its variants and images in display order. */
export async function listProductsForAdmin(db: Executor) {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), asc(products.name));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images] = await Promise.all([
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.displayOrder)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.displayOrder)),
  ]);
  return rows.map((product) => ({
    ...product,
    variants: variants.filter((variant) => variant.productId === product.id),
    images: images.filter((image) => image.productId === product.id),
  }));
}

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
    stockCount: data.hasVariants ? null : data.stockCount,
    hasVariants: data.hasVariants,
    isActive: data.isActive,
    imageUrl: primaryUrl,
  };

  let productId: string;
  if (existingId) {
    if (data.slug) await assertSlugFree(tx, data.slug, existingId);
    const [updated] = await tx
      .update(products)
      .set({ ...row, ...(data.slug ? { slug: data.slug } : {}) })
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
      .values({ ...row, slug })
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
      stockCount: variant.stockCount,
      sku: variant.sku || null,
      isActive: variant.isActive,
      displayOrder: index,
      imageUrl: variant.imageUrl || null,
      imageAlt: variant.imageUrl ? variant.imageAlt || null : null,
    };
    if (variant.id) {
      const [updated] = await tx
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, productId)))
        .returning({ id: productVariants.id });
      if (!updated) throw new DomainError('invalid', 'A variant of this product changed meanwhile. Please reload and try again.');
    } else {
      await tx.insert(productVariants).values({ ...values, productId });
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

/** The orders still in progress (placed, not yet completed, cancelled or expired): what a product's deletion would strand. */
const OPEN_ORDER_STATUSES = ['awaiting_payment', 'received', 'preparing', 'ready', 'out_for_delivery'] as const;
const SHOWN_ORDER_NUMBERS = 3;

/** The refusal when open orders hold a product: says how many and which, and what to do instead. */
export function productInOpenOrdersMessage(name: string, orderNumbers: string[]): string {
  const shown = orderNumbers.slice(0, SHOWN_ORDER_NUMBERS).join(', ');
  const more = orderNumbers.length > SHOWN_ORDER_NUMBERS ? ` and ${orderNumbers.length - SHOWN_ORDER_NUMBERS} more` : '';
  const count = orderNumbers.length === 1 ? 'an open order' : `${orderNumbers.length} open orders`;
  return `“${name}” is in ${count} (${shown}${more}). Complete or cancel ${orderNumbers.length === 1 ? 'it' : 'them'} first, or turn the product off to stop selling it.`;
}

/**
 * Deletes a product, or refuses while an open order holds it: the order still has to be made and handed over, and a
 * cancellation gives its stock back to the product. Past orders keep the product's name and price (copied into their
 * lines); carts holding it lose the item. Returns the deleted product's name, or null when there was none.
 */
export async function deleteProduct(tx: Executor, id: string): Promise<string | null> {
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, id)).for('update');
  if (!product) return null;
  const open = await tx
    .selectDistinct({ orderNumber: orders.orderNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, id), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
    .orderBy(asc(orders.orderNumber));
  if (open.length > 0) {
    throw new DomainError(
      'conflict',
      productInOpenOrdersMessage(
        product.name,
        open.map((row) => row.orderNumber),
      ),
    );
  }
  await tx.delete(products).where(eq(products.id, id));
  return product.name;
}
