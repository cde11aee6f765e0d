import { COINS_PER_LEVEL } from '@shared/business-level';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { orders, products, productVariants, profiles } from '../../server/db/schema';

/**
 * Products with known prices for the commerce tests, independent of the sample content:
 * a tub sold by size (16oz $12.50, 32oz $20.99, and an inactive 64oz), a $4.15 cone without sizes,
 * and a product staff have switched off.
 */
export async function createCommerceFixtures(db: Database) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [tub] = await db
    .insert(products)
    .values({ name: `Test Tub ${suffix}`, category: 'cotton-candy', hasVariants: true, priceCents: null, imageUrl: '/images/test-tub.svg' })
    .returning();
  const [cone] = await db
    .insert(products)
    .values({ name: `Test Cone ${suffix}`, category: 'cotton-candy', hasVariants: false, priceCents: 415, imageUrl: '/images/test-cone.svg' })
    .returning();
  const [retired] = await db
    .insert(products)
    .values({ name: `Retired Fluff ${suffix}`, category: 'fluff-collection', hasVariants: false, priceCents: 900, isActive: false })
    .returning();
  if (!tub || !cone || !retired) throw new Error('fixture insert returned no row');
  const variants = await db
    .insert(productVariants)
    .values([
      { productId: tub.id, size: '16oz', priceCents: 1250, displayOrder: 1 },
      { productId: tub.id, size: '32oz', priceCents: 2099, displayOrder: 2 },
      { productId: tub.id, size: '64oz', priceCents: 3600, displayOrder: 3, isActive: false },
    ])
    .returning();
  const [small, large, retiredSize] = variants;
  if (!small || !large || !retiredSize) throw new Error('fixture insert returned no row');
  return { tub, cone, retired, small, large, retiredSize };
}
export type CommerceFixtures = Awaited<ReturnType<typeof createCommerceFixtures>>;

/** Gives a member the verified coins that make the business level (the member discount is computed from the coins). */
export async function setBusinessLevel(db: Database, userId: string, level: number) {
  await db
    .update(profiles)
    .set({ businessLevel: level, totalCoins: (level - 1) * COINS_PER_LEVEL })
    .where(eq(profiles.userId, userId));
}

export async function orderCount(db: Database): Promise<number> {
  return (await db.select({ id: orders.id }).from(orders)).length;
}

let keyCounter = 0;
/** A fresh idempotency key, as the checkout form makes one per fill. */
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${keyCounter}-${crypto.randomUUID()}`;
}

export const buyer = { customerName: 'Jamie Rivers', email: 'Jamie.Rivers@Example.com', phone: '(404) 555-0199' } as const;

type StatusSetter = {
  admin: { orders: { setStatus: (input: { id: string; status: 'preparing' | 'ready' | 'out_for_delivery' | 'completed' }) => Promise<unknown> } };
};

/**
 * Walks an order through staff's steps to completed (picked up or delivered), the way money is collected at the
 * counter; `staff` is an admin's caller, so each step mails the buyer as it would in the back office.
 */
export async function completeOrder(db: Database, staff: StatusSetter, orderNumber: string): Promise<void> {
  const [order] = await db.select({ id: orders.id, fulfilment: orders.fulfilment }).from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  const steps =
    order.fulfilment === 'delivery' ? (['preparing', 'ready', 'out_for_delivery', 'completed'] as const) : (['preparing', 'ready', 'completed'] as const);
  for (const status of steps) await staff.admin.orders.setStatus({ id: order.id, status });
}
