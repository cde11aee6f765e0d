import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, orderStatusHistory } from '../../server/db/schema';
import type { OrderStatus } from '../../server/db/schema';
import { TRACKING_FAILURE_LIMIT } from '../../server/services/orders/tracking';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let f: CommerceFixtures;
let admin: NonNullable<TestActor>;
let moderator: NonNullable<TestActor>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
  moderator = await createActor(database.db, ['moderator', 'user']);
});
afterAll(() => database.close());

async function place(fulfilment: 'pickup' | 'delivery', email: string = buyer.email) {
  const placed = await callerFor(database.db, null).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: f.cone.id, quantity: 2 }],
    fulfilment,
    ...buyer,
    email,
    ...(fulfilment === 'delivery' ? { deliveryAddress: '55 Peachtree St NE, Atlanta, GA 30303' } : {}),
  });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { number: placed.order.orderNumber, id: row!.id };
}

describe('orders.track', () => {
  it('finds an order by its number and email, in any case, with its status and timeline', async () => {
    const order = await place('pickup');
    const caller = callerFor(database.db, null, { clientIp: '10.0.0.1' });
    const found = await caller.orders.track({ orderNumber: ` ${order.number.toLowerCase()} `, email: 'JAMIE.RIVERS@example.COM' });
    expect(found).toMatchObject({ orderNumber: order.number, status: 'received', totalCents: 830, fulfilment: 'pickup' });
    expect(found.history.map((h) => h.status)).toEqual(['received']);
    expect(found.statusPath).toEqual(['received', 'preparing', 'ready', 'completed']);
    // Without the DRP- prefix too, as people read it out.
    expect((await caller.orders.track({ orderNumber: order.number.slice(4), email: buyer.email })).orderNumber).toBe(order.number);
    // The buyer's view carries no internal ids or staff details.
    expect(found).not.toHaveProperty('id');
    expect(found).not.toHaveProperty('phone');
  });

  it('does not find an order with the wrong email or an unknown number', async () => {
    const order = await place('pickup');
    const caller = callerFor(database.db, null, { clientIp: '10.0.0.2' });
    const notFound = { code: 'NOT_FOUND', message: 'We could not find an order with that number and email. Please check both and try again.' };
    await expect(caller.orders.track({ orderNumber: order.number, email: 'someone.else@example.com' })).rejects.toMatchObject(notFound);
    const other = order.number === 'DRP-222222' ? 'DRP-333333' : 'DRP-222222';
    await expect(caller.orders.track({ orderNumber: other, email: buyer.email })).rejects.toMatchObject(notFound);
    await expect(caller.orders.track({ orderNumber: 'DRP-0O1IL', email: buyer.email })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'orderNumber: That order number is not valid',
    });
    await expect(caller.orders.track({ orderNumber: order.number, email: 'not-an-email' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('stops a client that keeps guessing, without blocking others', async () => {
    const order = await place('pickup', 'guess-target@example.com');
    const guesser = callerFor(database.db, null, { clientIp: '10.9.9.9' });
    for (let i = 0; i < TRACKING_FAILURE_LIMIT; i += 1) {
      await expect(guesser.orders.track({ orderNumber: 'DRP-ABCDEF', email: `victim${i}@example.com` })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(guesser.orders.track({ orderNumber: order.number, email: 'guess-target@example.com' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const other = callerFor(database.db, null, { clientIp: '10.9.9.10' });
    expect((await other.orders.track({ orderNumber: order.number, email: 'guess-target@example.com' })).orderNumber).toBe(order.number);
    // The window passes, and the guesser may try again.
    const later = callerFor(database.db, null, { clientIp: '10.9.9.9', now: () => new Date(Date.now() + 16 * 60 * 1000) });
    expect((await later.orders.track({ orderNumber: order.number, email: 'guess-target@example.com' })).orderNumber).toBe(order.number);
  });
});

describe('admin.orders: moving an order along', () => {
  async function advance(id: string, statuses: OrderStatus[]) {
    const caller = callerFor(database.db, admin);
    let last;
    for (const status of statuses) last = await caller.admin.orders.setStatus({ id, status });
    return last!;
  }

  it('takes a pickup order from received to completed, with history, audit rows and the tracking page in step', async () => {
    const order = await place('pickup');
    const caller = callerFor(database.db, admin);
    expect((await caller.admin.orders.get({ id: order.id })).nextStatuses).toEqual(['preparing', 'cancelled']);
    const preparing = await caller.admin.orders.setStatus({ id: order.id, status: 'preparing' });
    expect(preparing).toMatchObject({ status: 'preparing', nextStatuses: ['ready', 'cancelled'] });
    const tracked = await callerFor(database.db, null).orders.track({ orderNumber: order.number, email: buyer.email });
    expect(tracked.status).toBe('preparing');

    const ready = await caller.admin.orders.setStatus({ id: order.id, status: 'ready' });
    expect(ready.nextStatuses).toEqual(['completed', 'cancelled']);
    const done = await caller.admin.orders.setStatus({ id: order.id, status: 'completed' });
    expect(done).toMatchObject({ status: 'completed', nextStatuses: [] });
    expect(done.history.map((h) => [h.status, h.changedByEmail])).toEqual([
      ['received', null],
      ['preparing', admin.user.email],
      ['ready', admin.user.email],
      ['completed', admin.user.email],
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.map((a) => [a.action, a.entity, (a.detail as { to: string }).to]).sort()).toEqual(
      [
        ['status', 'order', 'completed'],
        ['status', 'order', 'preparing'],
        ['status', 'order', 'ready'],
      ].sort(),
    );
    const timeline = await callerFor(database.db, null).orders.track({ orderNumber: order.number, email: buyer.email });
    expect(timeline.history.map((h) => h.status)).toEqual(['received', 'preparing', 'ready', 'completed']);
  });

  it('sends a delivery order out for delivery before completing it', async () => {
    const order = await place('delivery');
    await advance(order.id, ['preparing', 'ready']);
    const caller = callerFor(database.db, admin);
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'completed' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'An order that is Ready can only be marked Out for delivery or Cancelled.',
    });
    const out = await caller.admin.orders.setStatus({ id: order.id, status: 'out_for_delivery' });
    expect(out.nextStatuses).toEqual(['completed', 'cancelled']);
    expect((await caller.admin.orders.setStatus({ id: order.id, status: 'completed' })).status).toBe('completed');
  });

  it('refuses skipped steps, going back, a repeat, and any change to a finished order, and writes nothing', async () => {
    const order = await place('pickup');
    const caller = callerFor(database.db, admin);
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'ready' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'out_for_delivery' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'received' })).rejects.toMatchObject({
      message: `Order ${order.number} is already Received.`,
    });
    await advance(order.id, ['preparing']);
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'received' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const cancelled = await caller.admin.orders.setStatus({ id: order.id, status: 'cancelled' });
    expect(cancelled).toMatchObject({ status: 'cancelled', nextStatuses: [] });
    for (const status of ['preparing', 'completed', 'cancelled'] as const) {
      await expect(caller.admin.orders.setStatus({ id: order.id, status })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: `Order ${order.number} is Cancelled and can no longer change.`,
      });
    }
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status).sort()).toEqual(['cancelled', 'preparing', 'received']);
    await expect(caller.admin.orders.setStatus({ id: crypto.randomUUID(), status: 'preparing' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.admin.orders.setStatus({ id: order.id, status: 'shipped' as OrderStatus })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('cancels from any status that is not final', async () => {
    for (const path of [[], ['preparing'], ['preparing', 'ready']] as OrderStatus[][]) {
      const order = await place('delivery');
      await advance(order.id, [...path, 'cancelled']);
    }
    const out = await place('delivery');
    expect((await advance(out.id, ['preparing', 'ready', 'out_for_delivery', 'cancelled'])).status).toBe('cancelled');
  });

  it('does not let a moderator or member move orders', async () => {
    const order = await place('pickup');
    await expect(callerFor(database.db, moderator).admin.orders.setStatus({ id: order.id, status: 'preparing' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const member = await createActor(database.db);
    await expect(callerFor(database.db, member).admin.orders.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('admin.orders.list and get', () => {
  it('lists newest first with filters, search and pages', async () => {
    const email = `list-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const a = await place('pickup', email);
    const b = await place('delivery', email);
    const c = await place('delivery', email);
    await callerFor(database.db, admin).admin.orders.setStatus({ id: c.id, status: 'preparing' });
    const caller = callerFor(database.db, admin);

    const mine = await caller.admin.orders.list({ search: email });
    expect(mine.items.map((o) => o.orderNumber)).toEqual([c.number, b.number, a.number]);
    expect(mine.total).toBe(3);
    expect(mine.items[0]).toMatchObject({ email, itemCount: 2, totalCents: 830, status: 'preparing', nextStatuses: ['ready', 'cancelled'] });

    expect((await caller.admin.orders.list({ search: email, fulfilment: 'delivery' })).items.map((o) => o.orderNumber)).toEqual([c.number, b.number]);
    expect((await caller.admin.orders.list({ search: email, status: 'received' })).items.map((o) => o.orderNumber)).toEqual([b.number, a.number]);
    expect((await caller.admin.orders.list({ search: a.number.toLowerCase() })).items.map((o) => o.orderNumber)).toEqual([a.number]);
    // A search with SQL wildcard characters matches them literally.
    expect((await caller.admin.orders.list({ search: '%' })).items).toEqual([]);

    const page2 = await caller.admin.orders.list({ search: email, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(page2.items.map((o) => o.orderNumber)).toEqual([a.number]);

    const future = await caller.admin.orders.list({ search: email, from: new Date(Date.now() + 60_000) });
    expect(future.items).toEqual([]);
    expect((await caller.admin.orders.list({ search: email, to: new Date(Date.now() + 60_000) })).total).toBe(3);

    await expect(caller.admin.orders.list({ pageSize: 1000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.admin.orders.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('gets one order with everything staff need', async () => {
    const order = await place('delivery');
    const got = await callerFor(database.db, admin).admin.orders.get({ id: order.id });
    expect(got).toMatchObject({
      orderNumber: order.number,
      phone: buyer.phone,
      deliveryAddress: '55 Peachtree St NE, Atlanta, GA 30303',
      paymentLabel: 'Pay at pickup or on delivery',
      lines: [{ productName: f.cone.name, quantity: 2, unitPriceCents: 415, lineTotalCents: 830 }],
    });
    await expect(callerFor(database.db, admin).admin.orders.get({ id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
