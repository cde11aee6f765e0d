import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { MemoryMailer } from '../../server/services/mailer';
import { SALES_TAX_SETTINGS_KEY } from '../../server/services/order-money';
import { writeSetting } from '../../server/services/site-settings';
import { callerFor, createActor } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Money counts only once collected: paid online, or picked up / delivered. An order that is only placed costs its
// buyer nothing, so it earns a stand no points, no raised total, no rating link, and its group is owed nothing for it.

const NOW = new Date('2026-12-05T15:00:00Z');
const clock = { now: () => NOW };
const RATING_LINK = /\/fluff-fundraiser\/rate\?token=([a-z2-7]+)/;

let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const visitor = () => callerFor(database.db, null, clock);
const staff = (mailer = new MemoryMailer()) => callerFor(database.db, admin, { ...clock, mailer });

/** A new approved stand of its own group (50% share). */
async function newStand() {
  const groupName = `Collected Club ${unique()}`;
  const registration = await visitor().fundraiser.register({
    kidFirstName: 'Rey',
    kidLastInitial: 'C',
    kidAge: 11,
    groupType: 'school',
    groupName,
    city: 'Decatur',
    ytChannel: '',
    agreeTerms: true,
    parentEmail: `parent-${unique()}@example.com`,
    idempotencyKey: newKey(),
  });
  const { slug } = await staff().admin.fundraiser.approve({ id: registration.id });
  return { slug, groupName };
}

/** A pickup order of `quantity` $4.15 cones for the stand, with the mail the buyer got for it. */
async function order(slug: string, quantity: number) {
  const mailer = new MemoryMailer();
  const placed = await callerFor(database.db, null, { ...clock, mailer }).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: fixtures.cone.id, variantId: null, quantity }],
    fulfilment: 'pickup',
    ...buyer,
    email: `buyer-${unique()}@example.com`,
    standSlug: slug,
  });
  const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.order.orderNumber));
  return { id: row!.id, orderNumber: placed.order.orderNumber, confirmation: mailer.sent[0]! };
}

async function results(slug: string, groupName: string) {
  const [page, groups] = await Promise.all([visitor().fundraiser.stand({ slug }), staff().admin.fundraiser.groups()]);
  const group = groups.find((g) => g.name === groupName)!;
  return {
    points: page.points.total,
    raisedCents: page.raisedCents,
    salesCents: group.salesCents,
    owedCents: group.owedCents,
    takeBackCents: group.takeBackCents,
  };
}

describe('an order only placed', () => {
  it('earns no points, raises nothing, owes the group nothing, carries no rating link, and no payout can be marked', async () => {
    const { slug, groupName } = await newStand();
    const big = await order(slug, 25);
    expect(big.confirmation.text).not.toMatch(RATING_LINK);
    expect(big.confirmation.text).not.toContain('Rate the stand');
    await staff().admin.orders.setStatus({ id: big.id, status: 'preparing' });
    await staff().admin.orders.setStatus({ id: big.id, status: 'ready' });
    expect(await results(slug, groupName)).toEqual({ points: 0, raisedCents: 0, salesCents: 0, owedCents: 0, takeBackCents: 0 });
    const board = await visitor().fundraiser.leaderboard({ sort: 'total', limit: 50 });
    expect(board.rows.find((r) => r.slug === slug)?.totalPoints).toBe(0);
    const group = (await staff().admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    await expect(staff().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 1 })).rejects.toThrow(
      `The payout is more than the $0.00 still owed to ${groupName}.`,
    );
  });
});

describe('an order marked completed by staff', () => {
  it('counts for points, raised total and share, and its completed mail carries a rating link that works', async () => {
    const { slug, groupName } = await newStand();
    const sale = await order(slug, 4); // $16.60
    const mailer = new MemoryMailer();
    await completeOrder(database.db, staff(mailer), sale.orderNumber);
    expect(await results(slug, groupName)).toEqual({ points: 160, raisedCents: 1660, salesCents: 1660, owedCents: 830, takeBackCents: 0 });

    const completed = mailer.sent.find((m) => m.subject.includes('is complete'))!;
    const token = RATING_LINK.exec(completed.text)?.[1];
    expect(token).toBeDefined();
    // Only the mail of the step that collected it has the link.
    expect(mailer.sent.filter((m) => RATING_LINK.test(m.text))).toHaveLength(1);
    await visitor().fundraiser.rateStand({ token: token!, stars: 5 });
    expect((await results(slug, groupName)).points).toBe(160 + 100);
  });
});

describe('an order paid online', () => {
  /** What the card processor's confirmation records on an order (the webhook's work). */
  const markPaidOnline = (id: string) => database.db.update(orders).set({ paidAt: NOW }).where(eq(orders.id, id));

  it('counts while staff are still preparing it', async () => {
    const { slug, groupName } = await newStand();
    const sale = await order(slug, 2); // $8.30
    await markPaidOnline(sale.id);
    expect(await results(slug, groupName)).toMatchObject({ points: 80, raisedCents: 830, owedCents: 415 });
  });

  it('cancelled after its share was paid out: the group shows the money to take back, not a silent zero', async () => {
    const { slug, groupName } = await newStand();
    const kept = await order(slug, 2); // $8.30, picked up
    await completeOrder(database.db, staff(), kept.orderNumber);
    const paid = await order(slug, 4); // $16.60, paid online
    await markPaidOnline(paid.id);
    const group = (await staff().admin.fundraiser.groups()).find((g) => g.name === groupName)!;
    expect(group).toMatchObject({ salesCents: 2490, shareCents: 1245, owedCents: 1245 });
    // Nothing beyond the collected share can be paid out.
    await expect(staff().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 1246 })).rejects.toThrow('still owed');
    await staff().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 1245, note: 'Check 77' });

    await staff().admin.orders.setStatus({ id: paid.id, status: 'cancelled' });
    expect(await results(slug, groupName)).toEqual({ points: 80, raisedCents: 830, salesCents: 830, owedCents: 0, takeBackCents: 830 });
    const csv = (await staff().admin.fundraiser.exportGroupsCsv()).csv;
    expect(csv).toContain(`"${groupName}","School","Decatur","1","8.30","50","4.15","12.45","0.00","8.30"`);
    // A refund later still cannot be paid out against.
    await expect(staff().admin.fundraiser.markPayout({ groupId: group.id, amountCents: 1 })).rejects.toThrow('still owed');
  });
});

describe('sales tax and a tip', () => {
  it('are not raised for the stand: it counts the goods after the discount only', async () => {
    await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 10 });
    try {
      const { slug, groupName } = await newStand();
      const placed = await visitor().orders.place({
        idempotencyKey: newKey(),
        lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 4 }],
        fulfilment: 'pickup',
        ...buyer,
        email: `buyer-${unique()}@example.com`,
        standSlug: slug,
        tip: { kind: 'amount', cents: 100 },
      });
      expect(placed.order).toMatchObject({ subtotalCents: 1660, taxCents: 166, tipCents: 100, totalCents: 1926 });
      await completeOrder(database.db, staff(), placed.order.orderNumber);
      expect(await results(slug, groupName)).toMatchObject({ raisedCents: 1660, salesCents: 1660, owedCents: 830 });
    } finally {
      await writeSetting(database.db, SALES_TAX_SETTINGS_KEY, { ratePercent: 0 });
    }
  });
});
