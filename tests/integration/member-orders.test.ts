import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants, products } from '../../server/db/schema';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;
let otherMember: NonNullable<TestActor>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
  member = await createActor(database.db);
  otherMember = await createActor(database.db);
});
afterAll(() => database.close());

async function placeAs(actor: TestActor, lines: { productId: string; variantId?: string; quantity: number }[]) {
  const placed = await callerFor(database.db, actor).orders.place({ idempotencyKey: newKey(), lines, fulfilment: 'pickup', ...buyer });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { number: placed.order.orderNumber, id: row!.id, totalCents: placed.order.totalCents };
}

describe('member.orders', () => {
  it("lists only the member's own orders, newest first, with item counts and totals", async () => {
    const first = await placeAs(member, [{ productId: f.cone.id, quantity: 2 }]);
    const second = await placeAs(member, [
      { productId: f.tub.id, variantId: f.small.id, quantity: 1 },
      { productId: f.cone.id, quantity: 1 },
    ]);
    await placeAs(otherMember, [{ productId: f.cone.id, quantity: 5 }]);
    await placeAs(null, [{ productId: f.cone.id, quantity: 3 }]);

    const list = await callerFor(database.db, member).member.orders.list();
    expect(list.map((o) => o.orderNumber)).toEqual([second.number, first.number]);
    expect(list[0]).toMatchObject({ status: 'received', itemCount: 2, fulfilment: 'pickup' });
    expect(list[1]).toMatchObject({ itemCount: 1, totalCents: first.totalCents });
  });

  it('shows one order with its status history, and answers NOT_FOUND for another member’s order', async () => {
    const mine = await placeAs(member, [{ productId: f.cone.id, quantity: 1 }]);
    const theirs = await placeAs(otherMember, [{ productId: f.cone.id, quantity: 1 }]);
    await callerFor(database.db, admin).admin.orders.setStatus({ id: mine.id, status: 'preparing' });

    const detail = await callerFor(database.db, member).member.orders.detail({ orderNumber: mine.number });
    expect(detail.orderNumber).toBe(mine.number);
    expect(detail.history.map((h) => h.status)).toEqual(['received', 'preparing']);
    expect(detail).not.toHaveProperty('id');

    const notFound = { code: 'NOT_FOUND', message: 'We could not find that order in your account.' };
    await expect(callerFor(database.db, member).member.orders.detail({ orderNumber: theirs.number })).rejects.toMatchObject(notFound);
    await expect(callerFor(database.db, member).member.orders.orderAgain({ orderNumber: theirs.number })).rejects.toMatchObject(notFound);
    await expect(callerFor(database.db, null).member.orders.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('orders again at today’s prices and names what is no longer on sale', async () => {
    const [gone] = await database.db
      .insert(products)
      .values({ name: `Seasonal Fluff ${Date.now()}`, category: 'fluff-collection', hasVariants: false, priceCents: 700 })
      .returning();
    const order = await placeAs(member, [
      { productId: f.cone.id, quantity: 3 },
      { productId: f.tub.id, variantId: f.large.id, quantity: 2 },
      { productId: f.tub.id, variantId: f.small.id, quantity: 1 },
      { productId: gone!.id, quantity: 1 },
    ]);
    // Since then: the cone costs more, the 16oz size is switched off and the seasonal fluff is gone.
    await database.db.update(products).set({ priceCents: 450 }).where(eq(products.id, f.cone.id));
    await database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, f.small.id));
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, gone!.id));

    const again = await callerFor(database.db, member).member.orders.orderAgain({ orderNumber: order.number });
    expect(again.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: f.cone.id, variantId: null, quantity: 3, unitPriceCents: 450 }),
        expect.objectContaining({ productId: f.tub.id, variantId: f.large.id, size: '32oz', quantity: 2, unitPriceCents: 2099 }),
      ]),
    );
    expect(again.lines).toHaveLength(2);
    expect(again.skipped).toEqual(expect.arrayContaining([`${f.tub.name} (16oz)`, gone!.name]));
    expect(again.skipped).toHaveLength(2);

    await database.db.update(products).set({ priceCents: 415 }).where(eq(products.id, f.cone.id));
    await database.db.update(productVariants).set({ isActive: true }).where(eq(productVariants.id, f.small.id));
  });

  it('gives checkout the member’s email and the name and phone of their last order', async () => {
    const fresh = await createActor(database.db);
    const before = await callerFor(database.db, fresh).member.orders.checkoutDetails();
    expect(before).toEqual({ customerName: '', email: fresh.user.email, phone: '' });
    await placeAs(fresh, [{ productId: f.cone.id, quantity: 1 }]);
    const after = await callerFor(database.db, fresh).member.orders.checkoutDetails();
    expect(after).toEqual({ customerName: buyer.customerName, email: fresh.user.email, phone: buyer.phone });
  });
});
