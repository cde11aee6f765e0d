import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { giveBackCodeUse, retakeCodeUse } from './discount-codes';
import type { Executor } from '../db/client';
import { orderLines, orders, products, productVariants } from '../db/schema';

// Stock is counted where the price is: a product sold without sizes has one count, a product sold by size one per
// size. A null count is unlimited (made to order). An order takes its lines' stock when it is placed, and gives it
// back once if it expires unpaid or is cancelled (orders.stock_held says whether it still holds it). An order takes
// its stock in the database function that stores it (store_orders): one conditional update per counted line
// (count - quantity only where count >= quantity), so buyers at the same moment never take more than is left.

/** The topic announced when stock changed outside the back office (an order took some, or gave it back). */
export const STOCK_CHANGES_TOPIC = 'shop-stock-changes';

/** What the shop says when fewer are left than asked for: sold out, or how many can still be ordered. */
export function stockShortMessage(label: string, left: number): string {
  return left <= 0 ? `${label} is sold out.` : `Only ${left} of ${label} ${left === 1 ? 'is' : 'are'} left.`;
}

function stockTable(line: { variantId: string | null }) {
  return line.variantId ? productVariants : products;
}

async function linesOf(tx: Executor, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.variantId), asc(orderLines.productId));
}

/**
 * Gives an order's stock back, once: an unpaid card order that expired, or a cancelled order. A line whose product
 * or size was deleted meanwhile has nothing to go back to; an item made unlimited meanwhile stays unlimited.
 */
export async function returnStock(tx: Executor, orderId: string): Promise<boolean> {
  const [held] = await tx
    .update(orders)
    .set({ stockHeld: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockHeld, true)))
    .returning({ id: orders.id, discountCodeId: orders.discountCodeId });
  if (!held) return false;
  // The discount code's use is held and given back with the stock, on the same once-only change.
  await giveBackCodeUse(tx, held.discountCodeId);
  let returned = false;
  for (const line of await linesOf(tx, orderId)) {
    if (!line.productId && !line.variantId) continue;
    const table = stockTable(line);
    const [row] = await tx
      .update(table)
      .set({ stockCount: sql`${table.stockCount} + ${line.quantity}` })
      .where(and(eq(table.id, (line.variantId ?? line.productId)!), isNotNull(table.stockCount)))
      .returning({ id: table.id });
    if (row) returned = true;
  }
  return returned;
}

/**
 * A card order paid after its Checkout Session had expired (Stripe can still complete a payment that was under way)
 * gave its stock back at expiry; the money is taken, so the order is made and takes the stock again, down to zero at
 * most (staff see the count at zero and make up the difference from the next batch).
 */
export async function retakeStock(tx: Executor, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({ stockHeld: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockHeld, false)))
    .returning({ id: orders.id, discountCodeId: orders.discountCodeId });
  if (!released) return false;
  await retakeCodeUse(tx, released.discountCodeId);
  let took = false;
  for (const line of await linesOf(tx, orderId)) {
    if (!line.productId && !line.variantId) continue;
    const table = stockTable(line);
    const [row] = await tx
      .update(table)
      .set({ stockCount: sql`greatest(${table.stockCount} - ${line.quantity}, 0)` })
      .where(and(eq(table.id, (line.variantId ?? line.productId)!), isNotNull(table.stockCount)))
      .returning({ id: table.id });
    if (row) took = true;
  }
  return took;
}
