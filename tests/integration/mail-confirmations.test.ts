import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, siteSettings } from '../../server/db/schema';
import { seedSiteSettings } from '../../server/db/seed-data';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, queueConfirmationMail } from '../../server/services/confirmation-mail';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { buyer, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Mail the business owes always goes; confirmations anyone can trigger for any address are capped per recipient and
// site-wide, carry none of the visitor's text, and what the caps hold is shown to staff, who can send it.
const T0 = new Date('2026-11-22T15:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const EVENT_DATE = '2026-12-19';
const SPAM = 'Buy cheap pills at spam.example';

let database: TestDatabase;
let f: CommerceFixtures;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  f = await createCommerceFixtures(database.db);
});
afterAll(() => database.close());

describe('mail the business owes', () => {
  it('reaches a buyer whose orders go through every status, however many that makes in an hour', async () => {
    const email = `every-status-${randomUUID().slice(0, 8)}@example.com`;
    const mailer = new MemoryMailer();
    const admin = callerFor(database.db, await createActor(database.db, ['admin']), { mailer, now: () => at(60_000) });
    const place = async (fulfilment: 'pickup' | 'delivery') => {
      const placed = await callerFor(database.db, null, { mailer, now: () => T0 }).orders.place({
        idempotencyKey: newKey(),
        lines: [{ productId: f.cone.id, quantity: 1 }],
        fulfilment,
        ...buyer,
        email,
        ...(fulfilment === 'delivery' ? { deliveryAddress: '55 Peachtree St NE, Atlanta, GA 30303' } : {}),
      });
      const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
      return row!.id;
    };
    const delivered = await place('delivery');
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'completed'] as const) await admin.admin.orders.setStatus({ id: delivered, status });
    const picked = await place('pickup');
    for (const status of ['preparing', 'ready', 'completed'] as const) await admin.admin.orders.setStatus({ id: picked, status });
    const cancelled = await place('pickup');
    await admin.admin.orders.setStatus({ id: cancelled, status: 'cancelled' });

    const mails = mailer.sent.filter((m) => m.to === email);
    console.log(`buyer with 3 orders through every status in one hour: ${mails.length} mails sent of 11 owed`);
    // Three confirmations, five status mails for the delivery (with its ready), three for the pickup, one cancellation.
    expect(mails).toHaveLength(11);
    expect(mails.length).toBeGreaterThan(CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
    expect(mails.filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes('is ready for pickup'))).toHaveLength(1);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(rows.every((r) => r.status === 'sent' && r.kind === 'owed' && r.heldBy === null)).toBe(true);
  });
});

describe('confirmations anyone can trigger', () => {
  it('hold the per-recipient cap and the site-wide ceiling when queued at once', async () => {
    const to = `burst-${randomUUID().slice(0, 8)}@example.com`;
    // All stamped with one instant: on PostgreSQL the calls take the lock in any order, and a mail stamped after a
    // call's own time is not in that call's hour.
    const results = await Promise.all(
      Array.from({ length: CONFIRMATIONS_PER_RECIPIENT_PER_HOUR + 3 }, (_, i) =>
        database.db.transaction((tx) => queueConfirmationMail(tx, { to: i % 2 ? to : to.toUpperCase(), subject: `Burst ${i}`, text: 'x' }, at(0), 1000)),
      ),
    );
    expect(results.filter((r) => r.status === 'pending')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(rows.filter((r) => r.heldBy === 'recipient_cap')).toHaveLength(3);
    // An hour after the first, the address may receive a confirmation again.
    expect((await queueConfirmationMail(database.db, { to, subject: 'Later', text: 'x' }, at(59 * 60_000), 1000)).status).toBe('suppressed');
    expect((await queueConfirmationMail(database.db, { to, subject: 'Later', text: 'x' }, at(61 * 60_000), 1000)).status).toBe('pending');

    // Eight strangers at once, a day later, under a ceiling of three: three go, five are held for the site's sake.
    const day = at(24 * 60 * 60_000);
    const spread = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        database.db.transaction((tx) =>
          queueConfirmationMail(tx, { to: `spread-${i}-${randomUUID().slice(0, 6)}@example.com`, subject: 'Spread', text: 'x' }, day, 3),
        ),
      ),
    );
    expect(spread.filter((r) => r.status === 'pending')).toHaveLength(3);
  });

  it('wake the outbox worker only when there is mail it can send: a held confirmation waits for staff', async () => {
    // An hour of its own, after the other tests' hours.
    const start = at(6 * 60 * 60_000);
    const config = { ...testConfig, mailConfirmationsPerHour: 1 };
    let wakes = 0;
    const signUp = (n: number) =>
      callerFor(database.db, null, { config, now: () => new Date(start.getTime() + n * 1000), mailQueued: async () => void (wakes += 1) }).forms.newsletter({
        email: `wake-${n}-${randomUUID().slice(0, 6)}@example.org`,
      });
    await signUp(1);
    expect(wakes).toBe(1);
    // The ceiling of one an hour is reached: the next two confirmations are held, and nothing wakes the worker.
    await signUp(2);
    await signUp(3);
    expect(wakes).toBe(1);
    const held = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'suppressed'), eq(mailOutbox.heldBy, 'site_ceiling')));
    expect(held.filter((row) => row.recipient.startsWith('wake-'))).toHaveLength(2);
  });

  it("from 50 client addresses to 50 strangers: none repeats the senders' text, the ceiling holds, staff see it and can send one", async () => {
    const owner = `owner-${randomUUID().slice(0, 8)}@dripcottoncandy.com`;
    await database.db
      .update(siteSettings)
      .set({ value: { ...seedSiteSettings.contact, email: owner } })
      .where(eq(siteSettings.key, 'contact'));
    // A later hour than the other tests, so their mails are not in this hour's count.
    const start = at(3 * 60 * 60_000);
    const stranger = (n: number) => `stranger-${n}-${randomUUID().slice(0, 6)}@example.org`;
    const strangers = Array.from({ length: 50 }, (_, n) => stranger(n));
    const mailer = new MemoryMailer();
    let request = 0;
    for (let client = 0; client < 50; client += 1) {
      // Each client sends each form once, each to another stranger: every stranger gets five, one of each form.
      const target = (form: number) => strangers[(client + form * 10) % 50]!;
      const caller = () => {
        request += 1;
        const now = new Date(start.getTime() + request * 1000);
        return callerFor(database.db, null, { mailer, now: () => now, clientIp: `198.51.100.${client + 1}` });
      };
      await caller().forms.contact({ name: SPAM, email: target(0), subject: 'general', message: `${SPAM} ${SPAM}`, idempotencyKey: randomUUID() });
      await caller().forms.booking({
        name: SPAM,
        email: target(1),
        phone: '(404) 555-0100',
        eventType: 'birthday',
        eventDate: EVENT_DATE,
        eventTime: '14:30',
        location: SPAM,
        guests: 10,
        specialRequests: SPAM,
        idempotencyKey: randomUUID(),
      });
      await caller().forms.nomination({
        kidName: SPAM,
        age: 10,
        story: `${SPAM}. ${SPAM}.`,
        nominatorName: SPAM,
        nominatorEmail: target(2),
        idempotencyKey: randomUUID(),
      });
      await caller().fundraiser.register({
        kidFirstName: 'Pills',
        kidLastInitial: 'S',
        kidAge: 10,
        groupType: 'school',
        groupName: SPAM,
        parentEmail: target(3),
        city: SPAM,
        ytChannel: '',
        agreeTerms: true,
        idempotencyKey: randomUUID(),
      });
      await caller().forms.newsletter({ email: target(4) });
    }
    // Counted from the outbox: a delivery round another test's caller started may send a mail to its own mailer.
    const confirmations = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirmation'))).filter((row) =>
      strangers.includes(row.recipient),
    );
    const sent = confirmations.filter((row) => row.status === 'sent');
    const ceiling = testConfig.mailConfirmationsPerHour;
    const notices = mailer.sent.filter((m) => m.to === owner);
    console.log(
      `250 confirmations from 50 clients to 50 strangers: ${sent.length} sent (ceiling ${ceiling} an hour), ${confirmations.length - sent.length} held; ${notices.length} business notices sent`,
    );
    expect(confirmations).toHaveLength(250);
    expect(sent).toHaveLength(ceiling);
    for (const row of confirmations) for (const part of [row.textBody, row.htmlBody!]) expect(part).not.toMatch(/spam\.example|pills/i);
    // The business's own notices are owed: one per form request (the newsletter sends none), none held.
    expect(notices).toHaveLength(200);
    const held = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'confirmation'), eq(mailOutbox.status, 'suppressed'), eq(mailOutbox.heldBy, 'site_ceiling')));
    expect(held.filter((r) => strangers.includes(r.recipient))).toHaveLength(250 - ceiling);

    const staffNow = new Date(start.getTime() + 300 * 1000);
    const admin = callerFor(database.db, await createActor(database.db, ['admin']), { mailer, now: () => staffNow });
    expect(await admin.admin.mail.confirmationCeiling()).toEqual({ perHour: ceiling, sentLastHour: ceiling, heldLastDay: 250 - ceiling });
    const heldMail = held.find((r) => strangers.includes(r.recipient))!;
    expect((await admin.admin.mail.list({ view: 'undelivered' })).total).toBeGreaterThanOrEqual(250 - ceiling);
    await admin.admin.mail.sendNow({ id: heldMail.id });
    expect(mailer.sent.filter((m) => m.to === heldMail.recipient && m.subject === heldMail.subject)).toHaveLength(1);
    expect(await admin.admin.mail.confirmationCeiling()).toMatchObject({ heldLastDay: 250 - ceiling - 1, sentLastHour: ceiling + 1 });
    // 250 requests, each stored and mailed in its own transaction.
  }, 180_000);
});
