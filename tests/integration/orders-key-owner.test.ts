import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import type { CheckoutInput } from '@shared/schemas/orders';
import { CHECKOUT_KEY_USED } from '../../server/services/orders/placing';
import { callerFor, createActor } from '../helpers/callers';
import { createCommerceFixtures, newKey, orderCount, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

const alice = { customerName: 'Alice Private', email: 'alice.private@example.com', phone: '(404) 555-0101' } as const;
const mallory = { customerName: 'Mallory Snoop', email: 'mallory@example.com', phone: '(404) 555-0666' } as const;

const checkout = (key: string, who: Pick<CheckoutInput, 'customerName' | 'email' | 'phone'>, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  idempotencyKey: key,
  lines: [{ productId: f.cone.id, variantId: null, quantity: 2 }],
  fulfilment: 'delivery',
  deliveryAddress: '7 Secret Lane, Decatur, GA 30030',
  notes: 'Gate code 4321',
  ...who,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The refusal is a 409 with the one fixed message: nothing of the first buyer's order in it. */
function expectRevealsNothing(error: TRPCError) {
  expect(error.code).toBe('CONFLICT');
  expect(error.message).toBe(CHECKOUT_KEY_USED);
  for (const secret of [alice.customerName, alice.email, alice.phone, '7 Secret Lane', 'Gate code', 'DRIP']) expect(error.message).not.toContain(secret);
}

describe("an order's idempotency key belongs to whoever used it first", () => {
  it("a visitor's retry gets the order back; another visitor with the same key is refused and learns nothing", async () => {
    const key = newKey();
    const first = await callerFor(database.db, null).orders.place(checkout(key, alice));
    const retry = await callerFor(database.db, null).orders.place(checkout(key, { ...alice, email: 'Alice.Private@Example.com' }));
    expect(retry.order.orderNumber).toBe(first.order.orderNumber);
    expect(retry.created).toBe(false);

    const before = await orderCount(database.db);
    expectRevealsNothing(await refusal(callerFor(database.db, null).orders.place(checkout(key, mallory, { notes: undefined }))));
    // Knowing the email alone is not enough either.
    expectRevealsNothing(await refusal(callerFor(database.db, null).orders.place(checkout(key, { ...mallory, email: alice.email }))));
    expectRevealsNothing(await refusal(callerFor(database.db, null).orders.place(checkout(key, alice, { deliveryAddress: '1 Other St, Atlanta' }))));
    expect(await orderCount(database.db)).toBe(before);
    const [stored] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toMatchObject({ customerName: alice.customerName, email: alice.email, notes: 'Gate code 4321' });
  });

  it("a member's key is the member's: another member, or a visitor sending the same details, is refused", async () => {
    const owner = await createActor(database.db);
    const other = await createActor(database.db);
    const key = newKey();
    const details = { ...alice, email: owner.user.email };
    const first = await callerFor(database.db, owner).orders.place(checkout(key, details));
    expect((await callerFor(database.db, owner).orders.place(checkout(key, details))).order.orderNumber).toBe(first.order.orderNumber);

    expectRevealsNothing(await refusal(callerFor(database.db, other).orders.place(checkout(key, { ...mallory, email: other.user.email }))));
    expectRevealsNothing(await refusal(callerFor(database.db, other).orders.place(checkout(key, details))));
    expectRevealsNothing(await refusal(callerFor(database.db, null).orders.place(checkout(key, details))));
  });

  it("a member cannot take over a visitor's key either", async () => {
    const key = newKey();
    await callerFor(database.db, null).orders.place(checkout(key, alice));
    const member = await createActor(database.db);
    expectRevealsNothing(await refusal(callerFor(database.db, member).orders.place(checkout(key, alice))));
  });

  it('of two buyers racing with one key, one gets the order and the other is refused', async () => {
    const key = newKey();
    const results = await Promise.allSettled([
      callerFor(database.db, null).orders.place(checkout(key, alice)),
      callerFor(database.db, null).orders.place(checkout(key, mallory)),
    ]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expectRevealsNothing(refused[0]!.reason as TRPCError);
  });
});
