import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { discountCodes, orderRefunds, orders, paymentEvents } from '../../server/db/schema';
import { SALES_TAX_SETTINGS_KEY } from '../../server/services/order-money';
import { writeSetting } from '../../server/services/site-settings';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Card payments against a stand-in of Stripe's API: the order waits for Stripe's word, is paid once by a signed
// event or by the buyer's return, is released when the session expires, and is refunded when staff cancel it.

const NOW = new Date('2026-12-05T15:00:00Z');
let database: TestDatabase;
let fixtures: CommerceFixtures;
let stripe: StripeStandIn;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createActor>>;
let config: ReturnType<typeof loadConfig>;
const mailer = new MemoryMailer();

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fixtures = await createCommerceFixtures(database.db);
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

async function placeByCard(quantity = 3, words: { notes?: string; isGift?: boolean; giftNote?: string } = {}) {
  const placed = await visitor().orders.place({
    ...words,
    idempotencyKey: newKey(),
    lines: [
      { productId: fixtures.cone.id, variantId: null, quantity },
      { productId: fixtures.tub.id, variantId: fixtures.small.id, quantity: 1 },
    ],
    fulfilment: 'pickup',
    payment: 'card',
    ...buyer,
    email: `card-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  expect(placed.payment.status).toBe('redirect');
  const sessionId = new URL((placed.payment as { url: string }).url).pathname.split('/').at(-1)!;
  return { order: placed.order, sessionId };
}

async function stored(orderNumber: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

function deliver(event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

describe('paying by card', () => {
  it('stores the order awaiting payment and opens a Checkout Session for exactly the server’s total', async () => {
    const { order, sessionId } = await placeByCard();
    expect(order.status).toBe('awaiting_payment');
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: order.orderNumber,
      metadata: { order_number: order.orderNumber },
      amount_total: order.totalCents,
    });
    expect(order.totalCents).toBe(3 * 415 + 1250);
    expect(session.success_url).toBe(`http://localhost:3000/order/${order.orderNumber}?session_id={CHECKOUT_SESSION_ID}`);
    const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === order.orderNumber)!;
    expect(create.idempotencyKey).toMatch(/^checkout-session-/);
    // No confirmation until paid.
    expect(mailer.sent.filter((m) => m.to === order.email)).toHaveLength(0);
  });

  it("repeats the buyer's note and gift note in the confirmation once the order is paid online", async () => {
    const { order, sessionId } = await placeByCard(1, { notes: 'Happy birthday Mia!', isGift: true, giftNote: 'Love, Grandma' });
    expect((await deliver(stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId)))).statusCode).toBe(200);
    const [confirmation] = mailer.sent.filter((m) => m.to === order.email);
    expect(confirmation!.text).toContain('Happy birthday Mia!');
    expect(confirmation!.text).toContain('Gift note: Love, Grandma');
  });

  it('a signed completed event marks it paid once; a duplicate changes nothing; a forged signature is refused', async () => {
    const { order, sessionId } = await placeByCard();
    const forged = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId), 'whsec_not_the_secret');
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await stored(order.orderNumber)).paidAt).toBeNull();

    const event = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId));
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    const paid = await stored(order.orderNumber);
    expect(paid).toMatchObject({ status: 'received', paymentIntentId: stripe.sessions.get(sessionId)!.payment_intent });
    expect(paid.paidAt).toEqual(NOW);
    const confirmation = mailer.sent.filter((m) => m.to === order.email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain('Paid:');

    expect((await deliver(event)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(mailer.sent.filter((m) => m.to === order.email)).toHaveLength(1);
    expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);

    // The buyer returns after the webhook: the page shows it paid without asking Stripe again.
    const before = stripe.requests.length;
    expect(await visitor().orders.cardReturn({ orderNumber: order.orderNumber, sessionId })).toMatchObject({ paid: true, status: 'received' });
    expect(stripe.requests.length).toBe(before);
  });

  it('the buyer back before the webhook: the session is asked of Stripe and applied; the later webhook changes nothing', async () => {
    const { order, sessionId } = await placeByCard();
    stripe.pay(sessionId);
    expect(await visitor().orders.cardReturn({ orderNumber: order.orderNumber, sessionId })).toMatchObject({ paid: true, status: 'received' });
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`)).toBe(true);
    const late = await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId)));
    expect(late.statusCode).toBe(200);
    expect(mailer.sent.filter((m) => m.to === order.email)).toHaveLength(1);
    await expect(visitor().orders.cardReturn({ orderNumber: order.orderNumber, sessionId: 'cs_test_someoneelse123' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('an expired session releases the order, and it can never be paid for or counted', async () => {
    const { order, sessionId } = await placeByCard();
    await deliver(stripe.signedEvent('checkout.session.expired', stripe.expire(sessionId)));
    expect((await stored(order.orderNumber)).status).toBe('payment_expired');
    const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, order.orderNumber));
    await expect(staff().admin.orders.setStatus({ id: row!.id, status: 'preparing' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('cancelling a paid order refunds it through Stripe, records the refund, and the mail says so', async () => {
    const { order, sessionId } = await placeByCard();
    await deliver(stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId)));
    const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, order.orderNumber));
    await staff().admin.orders.setStatus({ id: row!.id, status: 'cancelled' });
    const refund = stripe.refunds.find((r) => r.payment_intent === stripe.sessions.get(sessionId)!.payment_intent)!;
    expect(refund.amount).toBe(order.totalCents);
    expect(stripe.requests.find((r) => r.path === '/v1/refunds')?.idempotencyKey).toMatch(/^refund-cancel-/);
    expect(await stored(order.orderNumber)).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    expect(await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row!.id))).toMatchObject([
      { stripeRefundId: refund.id, amountCents: order.totalCents, reason: 'cancelled' },
    ]);
    const cancelled = mailer.sent.filter((m) => m.to === order.email).at(-1)!;
    expect(cancelled.subject).toContain('was cancelled');
    expect(cancelled.text).toContain(`We refunded $${(order.totalCents / 100).toFixed(2)} to the card you paid with.`);
  });

  it('refuses a card order while card payments are not set up', async () => {
    await expect(
      callerFor(database.db, null).orders.place({
        idempotencyKey: newKey(),
        lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 1 }],
        fulfilment: 'pickup',
        payment: 'card',
        ...buyer,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await callerFor(database.db, null).orders.checkoutInfo()).cardLabel).toBeNull();
    expect((await visitor().orders.checkoutInfo()).cardLabel).toBe('Pay now by card');
  });
});

describe('money lines by card', () => {
  it('a code, sales tax and a tip are in the Checkout Session’s total and line items; paying sends the business its notice; a line’s refund carries its share of the tax', async () => {
    await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 8.9 });
    await writeSetting(database.db, 'contact', { phone: '(404) 555-0142', email: 'shop@example.com', address: '1 Main St, Atlanta, GA', hoursText: 'Mon-Fri' });
    await database.db.insert(discountCodes).values({ code: 'CARD5', kind: 'amount', value: 500 });
    try {
      const placed = await visitor().orders.place({
        idempotencyKey: newKey(),
        lines: [
          { productId: fixtures.cone.id, variantId: null, quantity: 3 },
          { productId: fixtures.tub.id, variantId: fixtures.small.id, quantity: 1 },
        ],
        fulfilment: 'pickup',
        payment: 'card',
        discountCode: 'card5',
        tip: { kind: 'percent', percent: 10 },
        ...buyer,
        email: `card-lines-${Math.random().toString(36).slice(2, 8)}@example.com`,
      });
      // $24.95 - $5.00 = $19.95 of goods; tax 8.9% = $1.775 → $1.78; tip 10% = $1.995 → $2.00.
      const order = await stored(placed.order.orderNumber);
      expect(order).toMatchObject({ subtotalCents: 2495, codeDiscountCents: 500, taxCents: 178, tipCents: 200, totalCents: 1995 + 178 + 200 });
      const sessionId = new URL((placed.payment as { url: string }).url).pathname.split('/').at(-1)!;
      expect(stripe.sessions.get(sessionId)!.amount_total).toBe(order.totalCents);
      const create = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.form.get('client_reference_id') === order.orderNumber)!;
      const names = [...create.form.entries()].filter(([key]) => key.endsWith('[product_data][name]')).map(([, value]) => value);
      expect(names).toEqual(expect.arrayContaining(['Sales tax', 'Tip']));

      expect(mailer.sent.filter((m) => m.to === 'shop@example.com' && m.subject.includes(order.orderNumber))).toHaveLength(0);
      expect((await deliver(stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId)))).statusCode).toBe(200);
      expect(mailer.sent.filter((m) => m.to === 'shop@example.com' && m.subject.includes(order.orderNumber))).toHaveLength(1);

      // The cones' line: $12.45 less its share of the $5 code ($2.49; the cent left by rounding goes to the larger line) =
      // $9.96, plus its share of the $1.78 tax over $19.95 of goods ($0.88, the same way) = $10.84. The tip stays.
      const view = await staff().admin.orders.get({ id: order.id });
      const cones = view.lines.find((line) => line.productId === fixtures.cone.id)!;
      expect((await staff().admin.orders.refundLine({ id: order.id, lineId: cones.id })).refundedCents).toBe(996 + 88);
    } finally {
      await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 0 });
    }
  });
});
