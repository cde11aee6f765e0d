import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { orders, products, productVariants } from '../../server/db/schema';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Stock: a count staff set per product (or per size), taken atomically when an order is placed, shown as sold out
// when none is left, and given back once when an order is cancelled or its card payment expires.

const NOW = new Date('2026-12-05T15:00:00Z');
let database: TestDatabase;
let f: CommerceFixtures;
let stripe: StripeStandIn;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createActor>>;
let config: ReturnType<typeof loadConfig>;
const mailer = new MemoryMailer();

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
  stripe = await startStripeStandIn();
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    PUBLIC_URL: 'http://localhost:3000',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  app = await buildApp({ db: database.db, config, mailer, now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
  await database.close();
});

const visitor = () => callerFor(database.db, null, { config, mailer, now: () => NOW });
const staff = () => callerFor(database.db, admin, { config, mailer, now: () => NOW });

async function setConeStock(count: number | null) {
  await database.db.update(products).set({ stockCount: count }).where(eq(products.id, f.cone.id));
}
async function coneStock() {
  const [row] = await database.db.select({ stock: products.stockCount }).from(products).where(eq(products.id, f.cone.id));
  return row!.stock;
}
async function smallStock() {
  const [row] = await database.db.select({ stock: productVariants.stockCount }).from(productVariants).where(eq(productVariants.id, f.small.id));
  return row!.stock;
}

function buyCones(quantity: number, payment: 'pay_later' | 'card' = 'pay_later') {
  return visitor().orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: f.cone.id, variantId: null, quantity }],
    fulfilment: 'pickup',
    ...(payment === 'card' ? { payment: 'card' as const } : {}),
    ...buyer,
    email: `stock-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
}

function deliver(event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

async function orderId(orderNumber: string) {
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!.id;
}

describe('stock', () => {
  it('50 buyers at once for the last 10 cones: exactly 10 orders are placed and the count ends at zero', async () => {
    await setConeStock(10);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => buyCones(1)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/sold out/) });
    expect(await coneStock()).toBe(0);
  });

  it('a sold-out item shows as such in the shop and in the cart, and cannot be ordered', async () => {
    await setConeStock(0);
    const shop = await visitor().shop.products();
    expect(shop.find((p) => p.id === f.cone.id)).toMatchObject({ stockLeft: 0 });
    const quote = await visitor().orders.quote({ lines: [{ productId: f.cone.id, variantId: null, quantity: 1 }] });
    expect(quote.lines[0]!.problem).toMatchObject({ kind: 'sold_out', left: 0 });
    expect(quote.problems.join(' ')).toMatch(/is sold out/);
    await expect(buyCones(1)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('asking for more than is left says how many are left, and a size keeps its own count', async () => {
    await setConeStock(3);
    const quote = await visitor().orders.quote({ lines: [{ productId: f.cone.id, variantId: null, quantity: 5 }] });
    expect(quote.problems.join(' ')).toMatch(/Only 3 of .* are left/);
    await database.db.update(productVariants).set({ stockCount: 2 }).where(eq(productVariants.id, f.small.id));
    await visitor().orders.place({
      idempotencyKey: newKey(),
      lines: [
        { productId: f.tub.id, variantId: f.small.id, quantity: 2 },
        { productId: f.tub.id, variantId: f.large.id, quantity: 4 },
      ],
      fulfilment: 'pickup',
      ...buyer,
    });
    expect(await smallStock()).toBe(0);
    const shop = await visitor().shop.products();
    const tub = shop.find((p) => p.id === f.tub.id)!;
    expect(tub.variants.map((v) => [v.size, v.stockLeft])).toEqual([
      ['16oz', 0],
      ['32oz', null],
    ]);
  });

  it('a refused order takes nothing: one short line leaves the other lines’ stock as it was', async () => {
    await setConeStock(5);
    await database.db.update(productVariants).set({ stockCount: 1 }).where(eq(productVariants.id, f.small.id));
    await expect(
      visitor().orders.place({
        idempotencyKey: newKey(),
        lines: [
          { productId: f.cone.id, variantId: null, quantity: 2 },
          { productId: f.tub.id, variantId: f.small.id, quantity: 2 },
        ],
        fulfilment: 'pickup',
        ...buyer,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await coneStock()).toBe(5);
    expect(await smallStock()).toBe(1);
  });

  it('a cancelled order gives its stock back once; a completed one keeps it', async () => {
    await setConeStock(4);
    const cancelled = await buyCones(3);
    expect(await coneStock()).toBe(1);
    await staff().admin.orders.setStatus({ id: await orderId(cancelled.order.orderNumber), status: 'cancelled' });
    expect(await coneStock()).toBe(4);
    await expect(staff().admin.orders.setStatus({ id: await orderId(cancelled.order.orderNumber), status: 'cancelled' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await coneStock()).toBe(4);
    const kept = await buyCones(2);
    await completeOrder(database.db, staff(), kept.order.orderNumber);
    expect(await coneStock()).toBe(2);
  });

  it('an unpaid card order holds the stock until its session expires, then gives it back; a late payment takes it again', async () => {
    await setConeStock(5);
    const placed = await buyCones(2, 'card');
    expect(placed.order.status).toBe('awaiting_payment');
    expect(await coneStock()).toBe(3);
    const sessionId = new URL((placed.payment as { url: string }).url).pathname.split('/').at(-1)!;
    await deliver(stripe.signedEvent('checkout.session.expired', stripe.expire(sessionId)));
    expect(await coneStock()).toBe(5);
    // The same event again changes nothing.
    await deliver(stripe.signedEvent('checkout.session.expired', stripe.sessions.get(sessionId)));
    expect(await coneStock()).toBe(5);
    // Stripe completes a payment that was under way when the session expired: the order is made, so it takes its stock.
    const late = { ...stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', payment_intent: 'pi_late_stock' };
    await deliver(stripe.signedEvent('checkout.session.completed', late));
    const [row] = await database.db
      .select({ status: orders.status, held: orders.stockHeld })
      .from(orders)
      .where(eq(orders.orderNumber, placed.order.orderNumber));
    expect(row).toMatchObject({ status: 'received', held: true });
    expect(await coneStock()).toBe(3);
  });

  it('an unlimited item (no count) is never sold out', async () => {
    await setConeStock(null);
    await buyCones(25);
    expect(await coneStock()).toBeNull();
  });

  it('staff saving a product while orders take its stock applies their change to the count as it is now', async () => {
    await setConeStock(5);
    const cone = { name: f.cone.name, category: 'cotton-candy' as const, priceCents: 415, hasVariants: false };
    // The editor opened at 5; two orders took 3 meanwhile; staff counted 10 more in the kitchen and typed 15.
    await buyCones(1);
    await buyCones(2);
    await staff().admin.products.update({ id: f.cone.id, product: { ...cone, stockCount: 15, stockCountWas: 5 } });
    expect(await coneStock()).toBe(12);
    // A save that leaves the count as the editor showed it (fixing a typo in the name, say) keeps the orders' changes.
    await buyCones(4);
    await staff().admin.products.update({ id: f.cone.id, product: { ...cone, stockCount: 12, stockCountWas: 12 } });
    expect(await coneStock()).toBe(8);
    // Taking more away than is left leaves none, never a negative count.
    await staff().admin.products.update({ id: f.cone.id, product: { ...cone, stockCount: 0, stockCountWas: 12 } });
    expect(await coneStock()).toBe(0);
    // Unlimited is set as chosen.
    await staff().admin.products.update({ id: f.cone.id, product: { ...cone, stockCount: null, stockCountWas: 0 } });
    expect(await coneStock()).toBeNull();

    // A size the same way: the editor showed 6 for the 16oz, an order took 2, staff typed 4 (2 sold in person).
    await database.db.update(productVariants).set({ stockCount: 6 }).where(eq(productVariants.id, f.small.id));
    await visitor().orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: f.tub.id, variantId: f.small.id, quantity: 2 }],
      fulfilment: 'pickup',
      ...buyer,
    });
    const sizes = [
      { id: f.small.id, size: '16oz', priceCents: 1250, stockCount: 4, stockCountWas: 6 },
      { id: f.large.id, size: '32oz', priceCents: 2099, stockCount: null, stockCountWas: null },
    ];
    await staff().admin.products.update({
      id: f.tub.id,
      product: { name: f.tub.name, category: 'cotton-candy', hasVariants: true, variants: sizes },
    });
    expect(await smallStock()).toBe(2);
  });
});
