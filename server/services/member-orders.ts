import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderLines, orders, products, productVariants, profiles } from '../db/schema';
import { CART_MAX_QUANTITY } from '@shared/schemas/order-rules';
import { customerView, loadOrder, readPickupInfo, type CustomerOrder } from './orders/views';
import { DomainError } from './domain-error';

// A signed-in member's own orders: the list, one order with its status history, and "order again". Every query is
// filtered by the member's user id, so another member's order number answers NOT_FOUND like an unknown one.

export const MEMBER_ORDER_NOT_FOUND = 'We could not find that order in your account.';

export async function listMemberOrders(db: Executor, userId: string) {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      fulfilment: orders.fulfilment,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      itemCount: count(orderLines.id),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }));
}

export async function getMemberOrder(db: Executor, userId: string, orderNumber: string): Promise<CustomerOrder> {
  const loaded = await loadOrder(db, and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId))!);
  if (!loaded) throw new DomainError('not_found', MEMBER_ORDER_NOT_FOUND);
  return customerView(loaded, await readPickupInfo(db));
}

export type ReorderLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  name: string;
  size: string | null;
  imageUrl: string | null;
  /** Today's price, not the one paid then. */
  unitPriceCents: number;
};

/**
 * The lines of one of the member's orders as they can be bought today: current name, size and price, and only
 * products and sizes still on sale. `skipped` names each line that is not, so the member is told what was left out.
 */
export async function reorderLines(db: Executor, userId: string, orderNumber: string): Promise<{ lines: ReorderLine[]; skipped: string[] }> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new DomainError('not_found', MEMBER_ORDER_NOT_FOUND);

  const bought = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.productName, orderLines.size);
  const productIds = [...new Set(bought.map((line) => line.productId).filter((id): id is string => id !== null))];
  const variantIds = [...new Set(bought.map((line) => line.variantId).filter((id): id is string => id !== null))];
  const [current, variants] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : Promise.resolve([]),
    variantIds.length ? db.select().from(productVariants).where(inArray(productVariants.id, variantIds)) : Promise.resolve([]),
  ]);

  const lines: ReorderLine[] = [];
  const skipped: string[] = [];
  for (const line of bought) {
    const label = line.size ? `${line.productName} (${line.size})` : line.productName;
    const product = current.find((p) => p.id === line.productId);
    if (!product || !product.isActive) {
      skipped.push(label);
      continue;
    }
    if (product.hasVariants) {
      const variant = variants.find((v) => v.id === line.variantId && v.productId === product.id);
      if (!variant || !variant.isActive) {
        skipped.push(label);
        continue;
      }
      lines.push(line_(product, variant.id, variant.size, variant.priceCents, line.quantity));
    } else {
      if (line.variantId !== null || product.priceCents === null) {
        skipped.push(label);
        continue;
      }
      lines.push(line_(product, null, null, product.priceCents, line.quantity));
    }
  }
  return { lines, skipped };
}

function line_(
  product: { id: string; name: string; imageUrl: string | null },
  variantId: string | null,
  size: string | null,
  unitPriceCents: number,
  quantity: number,
): ReorderLine {
  return {
    productId: product.id,
    variantId,
    quantity: Math.min(quantity, CART_MAX_QUANTITY),
    name: product.name,
    size,
    imageUrl: product.imageUrl,
    unitPriceCents,
  };
}

/** What checkout can fill in for a member: the name and phone of their last order (else their display name), their email. */
export async function checkoutDetails(db: Executor, user: { id: string; email: string }) {
  const [last] = await db
    .select({ customerName: orders.customerName, phone: orders.phone })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [profile] = await db
    .select({ displayName: profiles.displayName, chosen: profiles.displayNameChosen })
    .from(profiles)
    .where(eq(profiles.userId, user.id))
    .limit(1);
  return {
    customerName: last?.customerName ?? (profile?.chosen ? profile.displayName : ''),
    email: user.email,
    phone: last?.phone ?? '',
  };
}
