import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { fundraiserStands, mailOutbox, orders, standSaleNotices, standVideos } from '../../server/db/schema';
import { drainOutbox } from '../../server/services/mail-outbox';
import { MemoryMailer } from '../../server/services/mailer';
import { businessInstant, noticeCollectedSale, SALE_MAILS_PER_DAY } from '../../server/services/stand-notices';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The parent is told: of each collected sale of the stand (the first three of a day one each, the rest in one digest
// the next morning), of staff's decision on a story, photo or video (with the reason chosen), and of a payout to the
// group. Never twice for one event, and never with a buyer's name, address, email or phone.

const NOW = new Date('2026-12-05T15:00:00Z'); // 10:00 in Atlanta, Saturday December 5
const NEXT_MORNING = new Date('2026-12-06T12:00:00Z'); // 7:00 in Atlanta (EST)
let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;
let stripe: StripeStandIn;
let app: FastifyInstance;
let config: ReturnType<typeof loadConfig>;
/** What the app's webhook sends (it delivers right after its commit). */
const appMailer = new MemoryMailer();

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
  app = await buildApp({ db: database.db, config, mailer: appMailer, now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
  await database.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const visitor = (mailer = new MemoryMailer()) => callerFor(database.db, null, { config, mailer, now: () => NOW });
const staff = (mailer = new MemoryMailer()) => callerFor(database.db, admin, { config, mailer, now: () => NOW });

/** A new approved stand; `groupName` joins an existing group. */
async function newStand(groupName = `Told Club ${unique()}`) {
  const parentEmail = `parent-${unique()}@example.com`;
  const registration = await visitor().fundraiser.register({
    kidFirstName: 'Maya',
    kidLastInitial: 'R',
    kidAge: 11,
    groupType: 'school',
    groupName,
    city: 'Decatur',
    ytChannel: '',
    agreeTerms: true,
    parentEmail,
    idempotencyKey: newKey(),
  });
  const { slug } = await staff().admin.fundraiser.approve({ id: registration.id });
  const [stand] = await database.db
    .select({ id: fundraiserStands.id, groupId: fundraiserStands.groupId })
    .from(fundraiserStands)
    .where(eq(fundraiserStands.slug, slug));
  return { slug, parentEmail, groupName, id: stand!.id, groupId: stand!.groupId };
}

const buyerEmail = () => `buyer-${unique()}@example.com`;

/** A pickup order of `quantity` $4.15 cones for the stand. */
async function order(slug: string, quantity: number, payment?: 'card') {
  const placed = await visitor().orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: fixtures.cone.id, variantId: null, quantity }],
    fulfilment: 'pickup',
    ...buyer,
    email: buyerEmail(),
    standSlug: slug,
    ...(payment ? { payment } : {}),
  });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { id: row!.id, orderNumber: placed.order.orderNumber, placed };
}

/** What a parent must never read: who bought. */
function expectNoBuyerData(text: string) {
  expect(text).not.toContain(buyer.customerName);
  expect(text).not.toContain(buyer.phone);
  expect(text).not.toMatch(/buyer-[a-z0-9]+@example\.com/);
  expect(text.toLowerCase()).not.toContain(buyer.email.toLowerCase());
}

describe('a sale collected for a stand', () => {
  it('mails the parent the first three of a day one each, the rest in one digest next morning, and never twice', async () => {
    const stand = await newStand();
    const mailer = new MemoryMailer();
    const sales = [];
    for (const quantity of [1, 2, 3, 4, 5]) sales.push(await order(stand.slug, quantity));
    for (const sale of sales) await completeOrder(database.db, staff(mailer), sale.orderNumber);

    const toParent = () => mailer.sent.filter((m) => m.to === stand.parentEmail);
    expect(toParent().map((m) => m.subject)).toEqual([
      "A $4.15 sale for Maya R.'s stand",
      "A $8.30 sale for Maya R.'s stand",
      "A $12.45 sale for Maya R.'s stand",
    ]);
    expect(SALE_MAILS_PER_DAY).toBe(3);
    expect(toParent()[2]!.text).toContain('The stand has raised $24.90 of its $200.00 goal so far.');
    expect(toParent()[0]!.text).toContain('was picked up or delivered and paid');
    for (const mail of toParent()) expectNoBuyerData(`${mail.text}\n${mail.html}`);

    // The fourth and fifth wait for the digest, which is rewritten with each and due at 7:00 the next morning.
    const notices = await database.db.select().from(standSaleNotices).where(eq(standSaleNotices.standId, stand.id));
    expect(notices).toHaveLength(5);
    const digestIds = new Set(notices.filter((n) => n.inDigest).map((n) => n.mailId));
    expect(digestIds.size).toBe(1);
    const [digest] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, [...digestIds][0]!));
    expect(digest).toMatchObject({ status: 'pending', nextAttemptAt: NEXT_MORNING });

    // A collected order is told once: completing it again is refused, and collecting it again (an undo and redo of
    // its last step) finds it told already.
    await expect(staff(mailer).admin.orders.setStatus({ id: sales[0]!.id, status: 'completed' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (const sale of sales) expect(await noticeCollectedSale(database.db, sale.id, { publicUrl: config.publicUrl, now: NOW })).toBe(false);
    await drainOutbox(database.db, mailer, { now: () => NOW });
    expect(toParent()).toHaveLength(3);

    await drainOutbox(database.db, mailer, { now: () => NEXT_MORNING });
    expect(toParent()).toHaveLength(4);
    const sent = toParent()[3]!;
    expect(sent.subject).toBe("2 more sales for Maya R.'s stand on Saturday, December 5, 2026");
    expect(sent.text).toContain('$16.60');
    expect(sent.text).toContain('$20.75');
    expect(sent.text).toContain('$37.35 in all');
    expect(sent.text).toContain('The stand has raised $62.25 of its $200.00 goal so far.');
    expectNoBuyerData(`${sent.text}\n${sent.html}`);
  });

  it('an order only placed, or moved short of completed, tells nobody', async () => {
    const stand = await newStand();
    const mailer = new MemoryMailer();
    const sale = await order(stand.slug, 1);
    await staff(mailer).admin.orders.setStatus({ id: sale.id, status: 'preparing' });
    await staff(mailer).admin.orders.setStatus({ id: sale.id, status: 'ready' });
    await staff(mailer).admin.orders.setStatus({ id: sale.id, status: 'cancelled' });
    expect(mailer.sent.filter((m) => m.to === stand.parentEmail)).toHaveLength(0);
    expect(await database.db.select().from(standSaleNotices).where(eq(standSaleNotices.standId, stand.id))).toHaveLength(0);
  });

  it('paid online: the signed payment event tells the parent once, however often Stripe sends it', async () => {
    const stand = await newStand();
    const sale = await order(stand.slug, 2, 'card');
    const sessionId = new URL((sale.placed.payment as { url: string }).url).pathname.split('/').at(-1)!;
    const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId));
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    await drainOutbox(database.db, appMailer, { now: () => NOW });
    const toParent = appMailer.sent.filter((m) => m.to === stand.parentEmail);
    expect(toParent.map((m) => m.subject)).toEqual(["A $8.30 sale for Maya R.'s stand"]);
    expect(toParent[0]!.text).toContain('was paid online');
    expectNoBuyerData(`${toParent[0]!.text}\n${toParent[0]!.html}`);
  });
});

describe("staff's decision on a story, photo or video", () => {
  it('a rejection needs a reason from the list, stores it, and mails it with the note; a repeat changes nothing', async () => {
    const stand = await newStand();
    await database.db
      .update(fundraiserStands)
      .set({ story: 'We sell cotton candy for new band uniforms.', storyStatus: 'pending' })
      .where(eq(fundraiserStands.id, stand.id));
    await expect(staff().admin.fundraiser.moderate({ id: stand.id, item: 'story', decision: 'rejected' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(staff().admin.fundraiser.moderate({ id: stand.id, item: 'story', decision: 'rejected', reason: 'other' })).rejects.toThrow(
      'Say why in the note',
    );
    const mailer = new MemoryMailer();
    await staff(mailer).admin.fundraiser.moderate({
      id: stand.id,
      item: 'story',
      decision: 'rejected',
      reason: 'personal_details',
      note: 'Please leave out the school name.',
    });
    const [row] = await database.db.select().from(fundraiserStands).where(eq(fundraiserStands.id, stand.id));
    expect(row).toMatchObject({ storyStatus: 'rejected', storyRejectionReason: 'personal_details', storyRejectionNote: 'Please leave out the school name.' });
    const mail = mailer.sent.find((m) => m.to === stand.parentEmail)!;
    expect(mail.subject).toBe("About the story on Maya R.'s stand");
    expect(mail.text).toContain('because it shows personal details, such as a full name, a school, an address or a phone number.');
    expect(mail.text).toContain('Please leave out the school name.');

    await expect(staff(mailer).admin.fundraiser.moderate({ id: stand.id, item: 'story', decision: 'rejected', reason: 'not_clear' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(mailer.sent.filter((m) => m.to === stand.parentEmail)).toHaveLength(1);
  });

  it('an approved video and a rejected one each mail the parent once', async () => {
    const stand = await newStand();
    const [a, b] = await database.db
      .insert(standVideos)
      .values([
        { standId: stand.id, platform: 'youtube', videoId: 'aaaaaaaaaaa', url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa' },
        { standId: stand.id, platform: 'youtube', videoId: 'bbbbbbbbbbb', url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb' },
      ])
      .returning({ id: standVideos.id });
    const mailer = new MemoryMailer();
    await staff(mailer).admin.fundraiser.moderateVideo({ id: a!.id, decision: 'approved' });
    await staff(mailer).admin.fundraiser.moderateVideo({ id: b!.id, decision: 'rejected', reason: 'not_theirs' });
    await expect(staff(mailer).admin.fundraiser.moderateVideo({ id: a!.id, decision: 'approved' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const toParent = mailer.sent.filter((m) => m.to === stand.parentEmail);
    expect(toParent.map((m) => m.subject)).toEqual(["Maya R.'s video is approved", "About the video on Maya R.'s stand"]);
    expect(toParent[0]!.text).toContain(`/fluff-fundraiser/stands/${stand.slug}`);
    expect(toParent[1]!.text).toContain('because it uses music, pictures or words that belong to someone else.');
    const [rejected] = await database.db
      .select()
      .from(standVideos)
      .where(and(eq(standVideos.id, b!.id)));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'not_theirs', rejectionNote: '' });
  });
});

describe('a payout marked', () => {
  it("mails each parent with a stand in the group, once per payout, with the amount and the group's total paid", async () => {
    const first = await newStand();
    const second = await newStand(first.groupName);
    for (const stand of [first, second]) await completeOrder(database.db, staff(), (await order(stand.slug, 4)).orderNumber); // $16.60 each
    const mailer = new MemoryMailer();
    await staff(mailer).admin.fundraiser.markPayout({ groupId: first.groupId, amountCents: 1000, note: 'Check 12' });
    await staff(mailer).admin.fundraiser.markPayout({ groupId: first.groupId, amountCents: 660, note: 'Check 13' });
    for (const parent of [first.parentEmail, second.parentEmail]) {
      const mails = mailer.sent.filter((m) => m.to === parent);
      expect(mails.map((m) => m.subject)).toEqual([`$10.00 paid to ${first.groupName}`, `$6.60 paid to ${first.groupName}`]);
      expect(mails[1]!.text).toContain('$16.60');
      expect(mails[1]!.text).not.toContain('Check 13');
    }
  });
});

describe('the digest hour', () => {
  it('is 7:00 in Atlanta in summer and in winter', () => {
    expect(businessInstant('2026-12-06', 7).toISOString()).toBe('2026-12-06T12:00:00.000Z');
    expect(businessInstant('2026-07-04', 7).toISOString()).toBe('2026-07-04T11:00:00.000Z');
  });
});
