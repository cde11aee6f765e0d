import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contactMessages,
  courses,
  gameSessions,
  kidNominations,
  lessons,
  newsletterSignups,
  orders,
  products,
  profiles,
  siteSettings,
} from '../../server/db/schema';
import { recordAudit } from '../../server/services/audit';
import { addDays } from '@shared/business-date';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { setBusinessLevel } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A fixed clock: 15:00 in Atlanta on 10 February 2031 (Eastern Standard Time, UTC-5).
const NOW = new Date('2031-02-10T20:00:00Z');
const TODAY = '2031-02-10';
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let caller: ReturnType<typeof callerFor>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin', 'user']);
  caller = callerFor(database.db, admin, { now: () => NOW });
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

let orderCounter = 0;
function order(
  createdAt: Date,
  totalCents: number,
  status: 'received' | 'completed' | 'cancelled' = 'received',
  payment: { paidAt?: Date; refundedCents?: number } = {},
) {
  orderCounter += 1;
  return {
    orderNumber: `DR-T${orderCounter}`,
    idempotencyKey: `order-key-${orderCounter}-${Math.random().toString(36).slice(2)}`,
    customerName: 'Test Buyer',
    email: 'buyer@example.com',
    phone: '404-555-0100',
    fulfilment: 'pickup' as const,
    paymentMethod: 'cash',
    subtotalCents: totalCents,
    totalCents,
    status,
    createdAt,
    ...payment,
  };
}

function message(createdAt: Date, status: 'new' | 'done') {
  return {
    idempotencyKey: `msg-${Math.random().toString(36).slice(2)}`,
    name: 'Visitor',
    email: 'v@example.com',
    subject: 'general' as const,
    message: 'Hello!',
    status,
    createdAt,
  };
}

describe('admin.dashboard.stats', () => {
  it('counts profiles, sessions, courses and lessons exactly, and lists the latest 5 sessions newest first', async () => {
    const players = await Promise.all([createActor(database.db), createActor(database.db)]);
    await database.db.insert(gameSessions).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: players[i % 2]!.user.id,
        deltaId: `delta-${i}`,
        sessionCoins: 10 * i,
        sessionScore: 100 * i,
        sessionCustomers: i,
        createdAt: hoursAgo(i * 5),
      })),
    );
    const stats = await caller.admin.dashboard.stats();
    expect(stats.profiles).toBe(await database.db.$count(profiles));
    expect(stats.gameSessions).toBe(7);
    expect(stats.courses).toBe(await database.db.$count(courses));
    expect(stats.lessons).toBe(await database.db.$count(lessons));
    expect(stats.courses).toBeGreaterThan(0);
    expect(stats.recentSessions.map((s) => s.sessionScore)).toEqual([0, 100, 200, 300, 400]);
    expect(stats.recentSessions[1]).toMatchObject({ sessionCoins: 10, displayName: expect.any(String) });
  });

  it('counts today’s orders (Atlanta’s day) and unanswered messages', async () => {
    await database.db.insert(orders).values([
      order(hoursAgo(1), 1200),
      order(hoursAgo(14), 900), // 01:00 in Atlanta today
      order(hoursAgo(16), 500), // 23:00 in Atlanta yesterday, though the same day in UTC
      order(hoursAgo(40), 700),
    ]);
    await database.db.insert(contactMessages).values([message(hoursAgo(2), 'new'), message(hoursAgo(50), 'new'), message(hoursAgo(3), 'done')]);
    const stats = await caller.admin.dashboard.stats();
    expect(stats.ordersToday).toBe(2);
    expect(stats.unansweredMessages).toBe(2);
  });

  it('shows the latest audit entries, newest first', async () => {
    await caller.admin.courses.create({ title: 'Audit me' });
    const stats = await caller.admin.dashboard.stats();
    expect(stats.recentAudit[0]).toMatchObject({
      action: 'create',
      entity: 'course',
      actorEmail: admin.user.email,
      detail: { title: 'Audit me', isPublished: false },
    });
  });
});

describe('admin.analytics.overview', () => {
  it('gives one value per day for 30 or 90 days, today last, with orders, revenue, sign-ups, sessions and submissions', async () => {
    await database.db.insert(kidNominations).values({
      idempotencyKey: `nom-${Math.random().toString(36).slice(2)}`,
      kidName: 'Sam',
      age: 10,
      story: 'Runs a stand',
      nominatorName: 'Pat',
      nominatorEmail: 'pat@example.com',
      createdAt: hoursAgo(1),
    });
    await database.db.insert(newsletterSignups).values({ email: `news-${Date.now()}@example.com`, createdAt: hoursAgo(30) });

    const month = await caller.admin.analytics.overview({ days: 30 });
    expect(month.days).toHaveLength(30);
    expect(month.days.at(-1)).toBe(TODAY);
    expect(month.days[0]).toBe(addDays(TODAY, -29));
    for (const series of [month.orders, month.revenueCents, month.signups, month.gameSessions, month.submissions]) expect(series).toHaveLength(30);

    // From the dashboard test: today 1200 + 900; yesterday 500; two days ago 700, none of them paid or picked up yet.
    // Revenue is collected money only: today a card payment of 300 with 100 refunded, yesterday a completed order of
    // 400 paid at pickup. The cancelled order, though paid, is neither an order nor revenue.
    await database.db
      .insert(orders)
      .values([
        order(hoursAgo(2), 99_999, 'cancelled', { paidAt: hoursAgo(2) }),
        order(hoursAgo(3), 300, 'received', { paidAt: hoursAgo(3), refundedCents: 100 }),
        order(hoursAgo(30), 400, 'completed'),
      ]);
    const again = await caller.admin.analytics.overview({ days: 30 });
    expect(again.orders.slice(-3)).toEqual([1, 2, 3]);
    expect(again.revenueCents.slice(-3)).toEqual([0, 400, 200]);
    // Today's messages: one new contact message (2 h ago), one answered (3 h ago), one nomination.
    expect(again.submissions.at(-1)).toBe(3);
    expect(again.submissionsByKind).toMatchObject({ messages: 3, nominations: 1, newsletter: 1 });
    expect(again.gameSessions.reduce((a, b) => a + b, 0)).toBe(7);
    // The test actors were created with the real clock, not the injected one; they count on their real day only.
    expect(again.signups.every((n) => n >= 0)).toBe(true);

    const quarter = await caller.admin.analytics.overview({ days: 90 });
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days.at(-1)).toBe(TODAY);
  });

  it('refuses a range other than 30 or 90 days', async () => {
    expect(await refusal(caller.admin.analytics.overview({ days: 7 as 30 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('admin.settings', () => {
  const good = {
    contact: { phone: '(404) 555-0199', email: 'Hi@DripCottonCandy.com', address: '1 Peachtree St, Atlanta, GA', hoursText: 'Tue-Sun 11am-7pm' },
    social: {
      instagram: 'https://www.instagram.com/drip.test',
      tiktok: 'https://www.tiktok.com/@drip.test',
      youtube: 'https://www.youtube.com/@drip.test',
      facebook: 'https://www.facebook.com/drip.test',
    },
  };

  it('reads the seeded contact details and social links', async () => {
    const settings = await caller.admin.settings.get();
    expect(settings.contact.phone).not.toBe('');
    expect(settings.social.instagram).toMatch(/^https:\/\//);
  });

  it('saves both groups, lowercases the email, and writes an audit row', async () => {
    await caller.admin.settings.update(good);
    const rows = await database.db.select().from(siteSettings);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(byKey.contact).toEqual({ ...good.contact, email: 'hi@dripcottoncandy.com' });
    expect(byKey.social).toEqual(good.social);
    expect(await caller.admin.settings.get()).toMatchObject({
      contact: { ...good.contact, email: 'hi@dripcottoncandy.com' },
      social: good.social,
      memberDiscount: { capPercent: 25 },
      booking: { minNoticeDays: 7 },
    });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(audit).toMatchObject({ action: 'update', actorId: admin.user.id });
  });

  it('refuses empty fields, a bad email and links that are not https', async () => {
    expect(await refusal(caller.admin.settings.update({ ...good, contact: { ...good.contact, phone: ' ' } }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'contact.phone: Please enter the phone number',
    });
    expect(await refusal(caller.admin.settings.update({ ...good, contact: { ...good.contact, email: 'nope' } }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(caller.admin.settings.update({ ...good, social: { ...good.social, tiktok: 'javascript:alert(1)' } }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'social.tiktok: Please enter the full TikTok address, starting with https://',
    });
    expect(await refusal(caller.admin.settings.update({ ...good, social: { ...good.social, youtube: 'http://youtube.com/x' } }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('sets the member discount cap (25% until set) that orders.quote and the member dashboard use; 0 to 25 only', async () => {
    const member = await createActor(database.db);
    await setBusinessLevel(database.db, member.user.id, 10);
    const [cone] = await database.db.select().from(products).where(eq(products.hasVariants, false)).limit(1);
    if (!cone) throw new Error('no plain product seeded');
    const quote = () => callerFor(database.db, member).orders.quote({ lines: [{ productId: cone.id, variantId: null, quantity: 1 }] });
    expect((await quote()).discountPercent).toBe(25);
    await caller.admin.settings.update({ ...good, memberDiscount: { capPercent: 10 } });
    expect((await caller.admin.settings.get()).memberDiscount).toEqual({ capPercent: 10 });
    expect((await quote()).discountPercent).toBe(10);
    expect((await callerFor(database.db, member).member.dashboard()).discountPercent).toBe(10);
    // Saving the other groups alone keeps the cap.
    await caller.admin.settings.update(good);
    expect((await quote()).discountPercent).toBe(10);
    expect(await refusal(caller.admin.settings.update({ ...good, memberDiscount: { capPercent: 26 } }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'memberDiscount.capPercent: The discount cap can be at most 25%',
    });
    expect(await refusal(caller.admin.settings.update({ ...good, memberDiscount: { capPercent: 2.5 } }))).toMatchObject({ code: 'BAD_REQUEST' });
    await caller.admin.settings.update({ ...good, memberDiscount: { capPercent: 25 } });
    expect((await quote()).discountPercent).toBe(25);
  });
});

describe('admin.audit.list', () => {
  it('pages newest first, filters by entity, and records mutations from any screen through recordAudit', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i += 1) await recordAudit(tx, admin.user, 'update', 'widget', `w-${i}`, { n: i, skipped: undefined });
    });
    const first = await caller.admin.audit.list({ page: 1, entity: 'widget' });
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(25);
    expect(first.entries.every((e) => e.entity === 'widget')).toBe(true);
    expect(first.entries[0]!.detail).toEqual({ n: 29 });
    const second = await caller.admin.audit.list({ page: 2, entity: 'widget' });
    expect(second.entries).toHaveLength(5);
    const all = await caller.admin.audit.list();
    expect(all.entities).toEqual(expect.arrayContaining(['course', 'settings', 'widget']));
    const times = all.entries.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps the actor’s email after the account is deleted', async () => {
    const other = await createActor(database.db, ['admin']);
    await callerFor(database.db, other).admin.courses.create({ title: 'Left behind' });
    await caller.admin.users.delete({ userId: other.user.id });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.actorEmail, other.user.email));
    expect(rows).toEqual([expect.objectContaining({ actorId: null, entity: 'course' })]);
  });

  it('refuses members', async () => {
    const member = await createActor(database.db);
    expect(await refusal(callerFor(database.db, member).admin.audit.list())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(callerFor(database.db, member).admin.settings.update(good()))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

function good() {
  return {
    contact: { phone: '1', email: 'a@example.com', address: 'x', hoursText: 'y' },
    social: { instagram: 'https://a.example', tiktok: 'https://b.example', youtube: 'https://c.example', facebook: 'https://d.example' },
  };
}
