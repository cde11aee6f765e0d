import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products } from '../../server/db/schema';
import { productInOpenOrdersMessage } from '../../server/services/admin-products';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A product an open order holds cannot be deleted: the order still has to be made and handed over. Staff are told
// which orders hold it, and once they are done the product can go.

const NOW = new Date('2026-12-05T15:00:00Z');
let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;
const staff = () => callerFor(database.db, admin, { now: () => NOW, mailer: new MemoryMailer() });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

async function placeOrder(productId: string) {
  const placed = await callerFor(database.db, null, { now: () => NOW, mailer: new MemoryMailer() }).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId, variantId: null, quantity: 1 }],
    fulfilment: 'pickup',
    ...buyer,
  });
  return placed.order.orderNumber;
}

describe('deleting a product', () => {
  it('is refused while an open order holds it, naming the orders, and goes through once they are completed', async () => {
    const first = await placeOrder(fixtures.cone.id);
    const second = await placeOrder(fixtures.cone.id);
    const refused = staff().admin.products.delete({ id: fixtures.cone.id });
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT', message: productInOpenOrdersMessage(fixtures.cone.name, [first, second].sort()) });
    expect(await database.db.select().from(products).where(eq(products.id, fixtures.cone.id))).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, fixtures.cone.id))).toEqual([]);

    await completeOrder(database.db, staff(), first);
    await completeOrder(database.db, staff(), second);
    await staff().admin.products.delete({ id: fixtures.cone.id });
    expect(await database.db.select().from(products).where(eq(products.id, fixtures.cone.id))).toEqual([]);
    // The orders keep what was bought.
    const kept = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, first));
    expect(kept).toEqual([{ status: 'completed' }]);
  });

  it('says how many more orders there are past the first three', () => {
    expect(productInOpenOrdersMessage('Pink Tub', ['A-1'])).toBe(
      '“Pink Tub” is in an open order (A-1). Complete or cancel it first, or turn the product off to stop selling it.',
    );
    expect(productInOpenOrdersMessage('Pink Tub', ['A-1', 'A-2', 'A-3', 'A-4', 'A-5'])).toBe(
      '“Pink Tub” is in 5 open orders (A-1, A-2, A-3 and 2 more). Complete or cancel them first, or turn the product off to stop selling it.',
    );
  });
});
