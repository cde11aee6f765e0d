import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../server/db/schema';
import { callerFor, createActor } from '../helpers/callers';
import { createCommerceFixtures, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

const summary = (lines: { name: string; size: string | null; quantity: number; unitPriceCents: number | null }[]) =>
  lines.map((l) => [l.name, l.size, l.quantity, l.unitPriceCents]);

describe('a member’s saved cart', () => {
  it('adds, changes, removes and reads items with today’s prices', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    expect(await cart.get()).toEqual([]);
    await cart.add({ productId: f.tub.id, variantId: f.small.id });
    await cart.add({ productId: f.tub.id, variantId: f.small.id, quantity: 2 });
    const afterAdd = await cart.add({ productId: f.cone.id, variantId: null, quantity: 1 });
    // By name, then size: a quantity change does not move a line.
    expect(summary(afterAdd)).toEqual([
      [f.cone.name, null, 1, 415],
      [f.tub.name, '16oz', 3, 1250],
    ]);
    expect(afterAdd[1]!.imageUrl).toBe('/images/test-tub.svg');
    expect(summary(await cart.setQuantity({ productId: f.cone.id, variantId: null, quantity: 5 }))).toContainEqual([f.cone.name, null, 5, 415]);
    expect(summary(await cart.remove({ productId: f.tub.id, variantId: f.small.id }))).toEqual([[f.cone.name, null, 5, 415]]);
    expect(summary(await cart.get())).toEqual([[f.cone.name, null, 5, 415]]);
  });

  it('keeps each member’s cart to themselves', async () => {
    const one = await createActor(database.db);
    const two = await createActor(database.db);
    await callerFor(database.db, one).cart.add({ productId: f.cone.id, variantId: null, quantity: 2 });
    expect(await callerFor(database.db, two).cart.get()).toEqual([]);
  });

  it('caps an item at 25 when adding and refuses more than 25 when setting', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    await cart.add({ productId: f.cone.id, variantId: null, quantity: 20 });
    expect((await cart.add({ productId: f.cone.id, variantId: null, quantity: 10 }))[0]!.quantity).toBe(25);
    await expect(cart.setQuantity({ productId: f.cone.id, variantId: null, quantity: 26 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'quantity: You can order at most 25 of one item',
    });
    for (const quantity of [0, -2, 2.5]) {
      await expect(cart.setQuantity({ productId: f.cone.id, variantId: null, quantity })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('refuses items that cannot be bought', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    await expect(cart.add({ productId: f.retired.id, variantId: null })).rejects.toMatchObject({ message: 'This product is no longer available.' });
    await expect(cart.add({ productId: crypto.randomUUID(), variantId: null })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(cart.add({ productId: f.tub.id, variantId: null })).rejects.toMatchObject({ message: `Please choose a size for ${f.tub.name}.` });
    await expect(cart.add({ productId: f.tub.id, variantId: f.retiredSize.id })).rejects.toMatchObject({ message: 'This size is no longer available.' });
    await expect(cart.add({ productId: f.cone.id, variantId: f.small.id })).rejects.toMatchObject({ message: `${f.cone.name} does not come in sizes.` });
    expect(await cart.get()).toEqual([]);
  });

  it('shows an item switched off after it was saved as unavailable (no price)', async () => {
    const member = await createActor(database.db);
    const [later] = await database.db.insert(products).values({ name: 'Fleeting Fluff', category: 'cotton-candy', priceCents: 500 }).returning();
    const cart = callerFor(database.db, member).cart;
    await cart.add({ productId: later!.id, variantId: null });
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, later!.id));
    expect(summary(await cart.get())).toEqual([['Fleeting Fluff', null, 1, null]]);
  });
});

describe('cart.merge on sign-in', () => {
  it('joins the browser’s cart with the saved one, keeping the larger quantity and leaving out what cannot be bought', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    await cart.add({ productId: f.tub.id, variantId: f.small.id, quantity: 1 });
    await cart.add({ productId: f.cone.id, variantId: null, quantity: 4 });
    const browser = [
      { productId: f.tub.id, variantId: f.small.id, quantity: 3 },
      { productId: f.cone.id, variantId: null, quantity: 2 },
      { productId: f.tub.id, variantId: f.large.id, quantity: 2 },
      { productId: f.retired.id, variantId: null, quantity: 1 },
      { productId: f.tub.id, variantId: f.retiredSize.id, quantity: 1 },
    ];
    const merged = await cart.merge({ lines: browser });
    const expected = [
      [f.tub.name, '16oz', 3, 1250],
      [f.cone.name, null, 4, 415],
      [f.tub.name, '32oz', 2, 2099],
    ];
    expect(summary(merged)).toEqual(expect.arrayContaining(expected));
    expect(merged).toHaveLength(3);
    // Sent again (a retry, a second tab): nothing changes.
    expect(summary(await cart.merge({ lines: browser }))).toEqual(expect.arrayContaining(expected));
    const stored = await database.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
    expect(stored.map((row) => row.quantity).sort()).toEqual([2, 3, 4]);
  });

  it('accepts an empty browser cart and returns the saved one', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    await cart.add({ productId: f.cone.id, variantId: null, quantity: 2 });
    expect(summary(await cart.merge({ lines: [] }))).toEqual([[f.cone.name, null, 2, 415]]);
  });

  it('refuses bad lines as a whole, storing nothing', async () => {
    const member = await createActor(database.db);
    const cart = callerFor(database.db, member).cart;
    await expect(
      cart.merge({
        lines: [
          { productId: f.cone.id, variantId: null, quantity: 2 },
          { productId: f.tub.id, variantId: f.small.id, quantity: -1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await cart.get()).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    await expect(callerFor(database.db, null).cart.merge({ lines: [] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
