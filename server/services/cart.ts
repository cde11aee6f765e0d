import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { cartItems, productImages, products, productVariants } from '../db/schema';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import { DomainError } from './domain-error';

// A member's cart on the server (cart_items), so it follows them between devices. The browser keeps its own copy
// and sends changes here while the member is signed in; prices are never stored, only ids and quantities.

type ItemKey = { productId: string; variantId: string | null };

export type ServerCartLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  name: string;
  size: string | null;
  imageUrl: string | null;
  /** Today's price; null when the product or size can no longer be bought (the cart page says so). */
  unitPriceCents: number | null;
};

export async function getCart(db: Executor, userId: string): Promise<ServerCartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantKey: cartItems.variantKey,
      quantity: cartItems.quantity,
      name: products.name,
      productActive: products.isActive,
      hasVariants: products.hasVariants,
      productPrice: products.priceCents,
      productImage: products.imageUrl,
      size: productVariants.size,
      variantPrice: productVariants.priceCents,
      variantActive: productVariants.isActive,
      primaryImage: sql<
        string | null
      >`(select ${productImages.imageUrl} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isPrimary} desc, ${productImages.displayOrder} asc limit 1)`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, sql`${productVariants.id}::text = ${cartItems.variantKey} and ${productVariants.productId} = ${cartItems.productId}`)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(products.name), asc(productVariants.displayOrder));
  return rows.map((row) => {
    const variantId = row.variantKey === '' ? null : row.variantKey;
    const available = row.productActive && (row.hasVariants ? row.variantActive === true : variantId === null && row.productPrice !== null);
    return {
      productId: row.productId,
      variantId,
      quantity: row.quantity,
      name: row.name,
      size: row.size,
      imageUrl: row.primaryImage ?? row.productImage,
      unitPriceCents: available ? (row.hasVariants ? row.variantPrice : row.productPrice) : null,
    };
  });
}

/** Why an item cannot go into a cart, or null when it can. */
async function itemProblem(db: Executor, item: ItemKey): Promise<string | null> {
  const [product] = await db
    .select({ isActive: products.isActive, hasVariants: products.hasVariants, name: products.name })
    .from(products)
    .where(eq(products.id, item.productId))
    .limit(1);
  if (!product || !product.isActive) return 'This product is no longer available.';
  if (!product.hasVariants) return item.variantId ? `${product.name} does not come in sizes.` : null;
  if (!item.variantId) return `Please choose a size for ${product.name}.`;
  const [variant] = await db
    .select({ isActive: productVariants.isActive })
    .from(productVariants)
    .where(and(eq(productVariants.id, item.variantId), eq(productVariants.productId, item.productId)))
    .limit(1);
  return variant?.isActive ? null : 'This size is no longer available.';
}

async function requireItem(db: Executor, item: ItemKey) {
  const problem = await itemProblem(db, item);
  if (problem) throw new DomainError('invalid', problem);
}

/** An item already in the cart always has room; a new one needs a free line. */
async function hasRoomFor(db: Executor, userId: string, item: ItemKey): Promise<boolean> {
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, item.productId), eq(cartItems.variantKey, item.variantId ?? '')))
    .limit(1);
  if (existing) return true;
  const [lines] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return (lines?.total ?? 0) < CART_MAX_LINES;
}

async function requireRoomFor(db: Executor, userId: string, item: ItemKey) {
  if (!(await hasRoomFor(db, userId, item))) {
    throw new DomainError('invalid', `A cart holds at most ${CART_MAX_LINES} different items`);
  }
}

/** Adds to the quantity already in the cart, up to the most of one item a cart holds. */
export async function addToCart(db: Database, userId: string, item: ItemKey & { quantity: number }) {
  await db.transaction(async (tx) => {
    await requireItem(tx, item);
    await requireRoomFor(tx, userId, item);
    await tx
      .insert(cartItems)
      .values({ userId, productId: item.productId, variantKey: item.variantId ?? '', quantity: item.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantKey],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})`, updatedAt: new Date() },
      });
  });
  return getCart(db, userId);
}

export async function setCartQuantity(db: Database, userId: string, item: ItemKey & { quantity: number }) {
  await db.transaction(async (tx) => {
    await requireItem(tx, item);
    await requireRoomFor(tx, userId, item);
    await tx
      .insert(cartItems)
      .values({ userId, productId: item.productId, variantKey: item.variantId ?? '', quantity: item.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantKey],
        set: { quantity: item.quantity, updatedAt: new Date() },
      });
  });
  return getCart(db, userId);
}

export async function removeFromCart(db: Executor, userId: string, item: ItemKey) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, item.productId), eq(cartItems.variantKey, item.variantId ?? '')));
  return getCart(db, userId);
}

/**
 * Sign-in: the browser's cart joins the member's saved one. The same item in both keeps the larger quantity, so a
 * merge sent twice (a retry, a second tab) changes nothing the second time; items that can no longer be bought are
 * left out rather than failing the whole merge.
 */
export async function mergeCart(db: Database, userId: string, lines: (ItemKey & { quantity: number })[]) {
  await db.transaction(async (tx) => {
    for (const line of lines) {
      if ((await itemProblem(tx, line)) || !(await hasRoomFor(tx, userId, line))) continue;
      await tx
        .insert(cartItems)
        .values({ userId, productId: line.productId, variantKey: line.variantId ?? '', quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.variantKey],
          set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`, updatedAt: new Date() },
        });
    }
  });
  return getCart(db, userId);
}
