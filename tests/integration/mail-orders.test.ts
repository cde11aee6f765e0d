import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, orderStatusHistory } from '../../server/db/schema';
import type { StaffOrderStatus } from '../../server/db/schema';
import { seedSiteSettings } from '../../server/db/seed-data';
import { MemoryMailer, type MailMessage } from '../../server/services/mailer';
import { callerFor, createActor, testConfig, type TestActor } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The buyer hears about every step staff move an order to, with the order number and a tracking link.
let database: TestDatabase;
let f: CommerceFixtures;
let admin: NonNullable<TestActor>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

const DELIVERY_ADDRESS = '55 Peachtree St NE, Atlanta, GA 30303';

async function place(fulfilment: 'pickup' | 'delivery') {
  // A fresh buyer address per order, so each test reads only its own mails.
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const placed = await callerFor(database.db, null).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: f.cone.id, quantity: 2 }],
    fulfilment,
    ...buyer,
    email,
    ...(fulfilment === 'delivery' ? { deliveryAddress: DELIVERY_ADDRESS } : {}),
  });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { number: placed.order.orderNumber, id: row!.id, email };
}

const EXPECTED: Record<StaffOrderStatus, { subject: (n: string) => string; says: string }> = {
  preparing: { subject: (n) => `Your order ${n} is being prepared`, says: 'started preparing order' },
  ready: { subject: (n) => `Your order ${n} is ready for pickup`, says: seedSiteSettings.contact.address },
  out_for_delivery: { subject: (n) => `Your order ${n} is out for delivery`, says: `out for delivery to ${DELIVERY_ADDRESS}` },
  completed: { subject: (n) => `Your order ${n} is complete — thank you!`, says: 'Thank you for choosing Drip Cotton Candy!' },
  cancelled: { subject: (n) => `Your order ${n} was cancelled`, says: seedSiteSettings.contact.phone },
};

function expectStatusMail(mail: MailMessage | undefined, order: { number: string; email: string }, status: StaffOrderStatus, label: string) {
  expect(mail, status).toBeDefined();
  expect(mail!.to).toBe(order.email);
  expect(mail!.subject).toBe(EXPECTED[status].subject(order.number));
  const track = `${testConfig.publicUrl}/track-order?number=${order.number}`;
  for (const part of [mail!.text, mail!.html!]) {
    expect(part).toContain(order.number);
    expect(part).toContain(track);
    expect(part).toContain(label);
    expect(part).toContain(EXPECTED[status].says);
  }
  expect(mail!.text).toContain('Hi Jamie Rivers,');
  expect(mail!.html).toMatch(/^<!doctype html>/);
}

describe('order status mails', () => {
  it('mails a pickup buyer at preparing, ready for pickup and completed', async () => {
    const order = await place('pickup');
    const mailer = new MemoryMailer();
    const staff = callerFor(database.db, admin, { mailer });
    const steps: [StaffOrderStatus, string][] = [
      ['preparing', 'Status: Preparing'],
      ['ready', 'Status: Ready'],
      ['completed', 'Status: Completed'],
    ];
    for (const [status, label] of steps) {
      await staff.admin.orders.setStatus({ id: order.id, status });
      const mail = mailer.sent.at(-1);
      expectStatusMail(mail, order, status, label.replace('Status: ', ''));
      expect(mail!.text).toContain(label);
    }
    expect(mailer.sent).toHaveLength(3);
    // The ready mail says where to pick it up (and when, for an order placed with a time: order-times.test.ts).
    expect(mailer.sent[1]!.text).toContain(seedSiteSettings.contact.address);
  });

  it('mails a delivery buyer at preparing, ready, out for delivery and completed', async () => {
    const order = await place('delivery');
    const mailer = new MemoryMailer();
    const staff = callerFor(database.db, admin, { mailer });
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'completed'] as const) {
      await staff.admin.orders.setStatus({ id: order.id, status });
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(order.email);
      if (status === 'ready') {
        // A delivery order is not picked up: its ready mail says it is packed and will go out.
        expect(mail.subject).toBe(`Your order ${order.number} is ready`);
        expect(mail.text).toContain(`out for delivery to ${DELIVERY_ADDRESS}`);
        expect(mail.text).toContain(`${testConfig.publicUrl}/track-order?number=${order.number}`);
      } else {
        expectStatusMail(mail, order, status, status === 'out_for_delivery' ? 'Out for delivery' : status === 'preparing' ? 'Preparing' : 'Completed');
      }
    }
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      `Your order ${order.number} is being prepared`,
      `Your order ${order.number} is ready`,
      `Your order ${order.number} is out for delivery`,
      `Your order ${order.number} is complete — thank you!`,
    ]);
  });

  it('mails the buyer when an order is cancelled', async () => {
    const order = await place('pickup');
    const mailer = new MemoryMailer();
    const staff = callerFor(database.db, admin, { mailer });
    await staff.admin.orders.setStatus({ id: order.id, status: 'preparing' });
    await staff.admin.orders.setStatus({ id: order.id, status: 'cancelled' });
    expect(mailer.sent).toHaveLength(2);
    expectStatusMail(mailer.sent[1], order, 'cancelled', 'Cancelled');
  });

  it('sends nothing for a refused change, and keeps the change when mail cannot be sent', async () => {
    const order = await place('pickup');
    const mailer = new MemoryMailer();
    await expect(callerFor(database.db, admin, { mailer }).admin.orders.setStatus({ id: order.id, status: 'completed' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(mailer.sent).toHaveLength(0);

    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    await callerFor(database.db, admin, { mailer: failing }).admin.orders.setStatus({ id: order.id, status: 'preparing' });
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status).sort()).toEqual(['preparing', 'received']);
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email));
    expect(queued.find((m) => m.subject === `Your order ${order.number} is being prepared`)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('puts the order confirmation in the same layout, with the order number and tracking link', async () => {
    const mailer = new MemoryMailer();
    const email = `confirm-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await callerFor(database.db, null, { mailer }).orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: f.cone.id, quantity: 2 }],
      fulfilment: 'pickup',
      ...buyer,
      email,
    });
    const mail = mailer.sent.find((m) => m.to === email)!;
    expect(mail.subject).toBe(`Your Drip Cotton Candy order ${placed.order.orderNumber}`);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text).toContain(`${testConfig.publicUrl}/track-order?number=${placed.order.orderNumber}`);
    expect(mail.text).toContain('Total: $8.30');
    expect(mail.text).toContain(seedSiteSettings.contact.phone);
  });
});
