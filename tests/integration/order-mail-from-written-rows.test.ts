import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, orders } from '../../server/db/schema';
import { loadMailBrand } from '../../server/services/mail/brand';
import { drawnMailHtml } from '../../server/services/mail/layout';
import { newOrderNotice, orderConfirmationMail } from '../../server/services/mail/orders';
import { MemoryMailer } from '../../server/services/mailer';
import { defaultPaymentProvider } from '../../server/services/payment';
import { customerView, loadOrder, readPickupInfo } from '../../server/services/orders/views';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Placing an order builds the buyer's view of it, its answer and its two mails from the rows it has just written
// instead of reading the order back. Whatever it builds must be exactly what reading the stored order back gives.
const NOW = new Date('2026-11-22T15:00:00Z');

let database: TestDatabase;
let f: CommerceFixtures;
let eventId: string;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
  const [event] = await database.db
    .insert(events)
    .values({
      title: 'Written Rows Pop-Up',
      location: 'Decatur Square',
      address: '101 E Court Square',
      eventDate: '2026-12-05',
      startTime: '13:00',
      endTime: '17:00',
      allowsPickup: true,
    })
    .returning();
  eventId = event!.id;
});
afterAll(() => database.close());

/** The order as reading it back shows it, and its mails as they were rendered from that read. */
async function readBack(orderNumber: string) {
  const loaded = await loadOrder(database.db, eq(orders.orderNumber, orderNumber));
  const order = customerView(loaded!, await readPickupInfo(database.db));
  const paymentStart = await defaultPaymentProvider.start({ orderNumber, totalCents: order.totalCents, email: order.email, fulfilment: order.fulfilment });
  const brand = await loadMailBrand(database.db, testConfig.publicUrl);
  return { order, paymentStart, mails: [orderConfirmationMail(order, paymentStart, brand, null), newOrderNotice(order, loaded!.order.id, brand)!] };
}

describe('an order placed', () => {
  const cases = {
    'several lines, sizes, a gift note, at a pop-up event': { pickupEventId: () => eventId, isGift: true, giftNote: 'Happy birthday, Sam!' },
    'picked up at the kitchen': { pickupEventId: () => '', isGift: false, giftNote: '' },
  };
  for (const [name, choice] of Object.entries(cases)) {
    it(`answers and mails exactly what reading it back gives: ${name}`, async () => {
      const mailer = new MemoryMailer();
      const email = `written-rows-${randomUUID().slice(0, 8)}@example.com`;
      const placed = await callerFor(database.db, null, { mailer, now: () => NOW }).orders.place({
        idempotencyKey: newKey(),
        // Out of name order on purpose: the view lists lines as the stored order does.
        lines: [
          { productId: f.tub.id, variantId: f.large.id, quantity: 1 },
          { productId: f.cone.id, quantity: 2 },
          { productId: f.tub.id, variantId: f.small.id, quantity: 3 },
        ],
        fulfilment: 'pickup',
        ...buyer,
        email,
        notes: 'Extra napkins, please',
        isGift: choice.isGift,
        giftNote: choice.giftNote,
        pickupEventId: choice.pickupEventId(),
      });
      const expected = await readBack(placed.order.orderNumber);
      expect(placed.order).toEqual(expected.order);
      expect(placed.payment).toEqual(expected.paymentStart);
      expect(placed.order.lines.map((line) => line.size)).toEqual([null, '16oz', '32oz']);

      const sent = mailer.sent.filter((mail) => mail.to === email.toLowerCase() || mail.subject === expected.mails[1]!.subject);
      expect(sent).toHaveLength(2);
      for (const mail of expected.mails) {
        const stored = sent.find((candidate) => candidate.subject === mail.subject);
        // The outbox keeps the HTML part as its recipe and sends it drawn.
        expect(stored).toEqual({ ...mail, to: mail.to.toLowerCase(), html: drawnMailHtml(mail.html!) });
      }
      const queued = await database.db
        .select({ kind: mailOutbox.kind, status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, email.toLowerCase()));
      expect(queued).toEqual([{ kind: 'owed', status: 'sent' }]);
    });
  }

  it('answers a member the same way, with the member discount', async () => {
    const member = await createActor(database.db, ['user']);
    const placed = await callerFor(database.db, member, { now: () => NOW }).orders.place({
      idempotencyKey: newKey(),
      lines: [{ productId: f.cone.id, quantity: 1 }],
      fulfilment: 'delivery',
      deliveryAddress: '55 Peachtree St NE, Atlanta, GA 30303',
      ...buyer,
    });
    expect(placed.order).toEqual((await readBack(placed.order.orderNumber)).order);
  });
});
