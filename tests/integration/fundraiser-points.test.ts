import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundraiserStands, orders, standPointAwards, standRatings } from '../../server/db/schema';
import { SAMPLE_GROUP_ID } from '../../server/db/seed-stands';
import { scoreStand } from '../../server/services/fundraiser-points';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor, uniqueClientIp } from '../helpers/callers';
import { buyer, completeOrder, createCommerceFixtures, newKey, type CommerceFixtures } from '../helpers/commerce-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The clock of every call: well after the seeded sample days, so they all count as held.
const NOW = new Date('2026-12-05T15:00:00Z');
const TODAY = '2026-12-05';
const clock = { now: () => NOW };

let database: TestDatabase;
let fixtures: CommerceFixtures;
let admin: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  fixtures = await createCommerceFixtures(database.db);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(() => database.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const visitor = () => callerFor(database.db, null, clock);
const asAdmin = () => callerFor(database.db, admin, clock);

/** A new approved stand of its own group, with its parent's caller. */
async function newStand(kidFirstName = 'Nia') {
  const parentEmail = `parent-${unique()}@example.com`;
  const registration = await visitor().fundraiser.register({
    kidFirstName,
    kidLastInitial: 'B',
    kidAge: 12,
    groupType: 'sports_team',
    groupName: `Points Club ${unique()}`,
    city: 'Decatur',
    ytChannel: '',
    agreeTerms: true,
    parentEmail,
    idempotencyKey: newKey(),
  });
  const { slug } = await asAdmin().admin.fundraiser.approve({ id: registration.id });
  const parent = callerFor(database.db, await createActor(database.db, ['user'], parentEmail), clock);
  await parent.fundraiser.updateMyStand({ slug, goalDollars: 200, story: '', consentPublic: true });
  return { slug, parent };
}

/**
 * Places a pickup order for the stand and, unless `collect` is false, has staff mark it picked up; returns its number
 * with the rating token from the mail that said it was completed.
 */
async function buyFor(slug: string, quantity: number, collect = true) {
  const mailer = new MemoryMailer();
  const placed = await callerFor(database.db, null, { ...clock, mailer }).orders.place({
    idempotencyKey: newKey(),
    lines: [{ productId: fixtures.cone.id, variantId: null, quantity }],
    fulfilment: 'pickup',
    ...buyer,
    // Its own address: one address gets at most 5 mails an hour.
    email: `buyer-${unique()}@example.com`,
    standSlug: slug,
  });
  if (collect) await completeOrder(database.db, callerFor(database.db, admin, { ...clock, mailer }), placed.order.orderNumber);
  const mail = mailer.sent.find((m) => m.subject.includes(placed.order.orderNumber) && m.subject.includes('complete'));
  const token = mail ? /\/fluff-fundraiser\/rate\?token=([a-z2-7]+)/.exec(mail.text)?.[1] : undefined;
  return { orderNumber: placed.order.orderNumber, token: token!, mail: mail! };
}

async function pointsOf(slug: string) {
  return (await visitor().fundraiser.stand({ slug })).points;
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('the points formula', () => {
  it('gives 10 points per whole dollar of sales, 20 per star and the creativity awarded, averaged over the stand days held', () => {
    expect(scoreStand({ salesCents: 12_599, sampleSalesCents: 0, ratingStars: 9, ratingCount: 2, creativityPoints: 50, eventsHeld: 3 })).toEqual({
      salesPoints: 1250,
      satisfactionPoints: 180,
      creativityPoints: 50,
      totalPoints: 1480,
      events: 3,
      avgPoints: 493,
    });
    // No day held yet: the average is the total, so early sales still rank the stand.
    expect(scoreStand({ salesCents: 830, sampleSalesCents: 0, ratingStars: 0, ratingCount: 0, creativityPoints: 0, eventsHeld: 0 })).toMatchObject({
      totalPoints: 80,
      avgPoints: 80,
      events: 0,
    });
  });
});

describe('the leaderboard from the seeded sample stands', () => {
  it('ranks by average points by default and by total on request, with each stand’s events and page address', async () => {
    const byAvg = await visitor().fundraiser.leaderboard({ limit: 5, groupId: SAMPLE_GROUP_ID });
    expect(byAvg.rows.map((r) => [r.rank, r.name, r.avgPoints, r.totalPoints, r.events])).toEqual([
      [1, 'Jaylen M.', 940, 3760, 4],
      [2, 'Sofia G.', 910, 2730, 3],
      [3, 'Amara W.', 880, 3520, 4],
      [4, 'Caleb R.', 860, 1720, 2],
      [5, 'Priya S.', 835, 2505, 3],
    ]);
    expect(byAvg.rows[0]).toMatchObject({ slug: 'jaylen-m-sweet-start-sample-team', groupName: 'Sweet Start Sample Team', city: 'Atlanta, GA' });
    expect(byAvg.formula).toEqual({ perSalesDollar: 10, perRatingStar: 20, creativityAwardMax: 500 });

    const byTotal = await visitor().fundraiser.leaderboard({ sort: 'total', limit: 5, groupId: SAMPLE_GROUP_ID });
    expect(byTotal.rows.map((r) => r.name)).toEqual(['Jaylen M.', 'Amara W.', 'Sofia G.', 'Priya S.', 'Caleb R.']);
  });

  it("shows each sample stand's money beside its points everywhere: its sales points are its recorded sales", async () => {
    const [board, staffView] = await Promise.all([
      visitor().fundraiser.leaderboard({ sort: 'total', limit: 5, groupId: SAMPLE_GROUP_ID }),
      asAdmin()
        .admin.fundraiser.stands({ pageSize: 100 })
        .then((page) => page.items),
    ]);
    for (const row of board.rows) {
      const page = await visitor().fundraiser.stand({ slug: row.slug });
      const staffRow = staffView.find((s) => s.slug === row.slug)!;
      expect(page.raisedCents).toBeGreaterThan(0);
      expect(Math.floor(page.raisedCents / 100) * 10).toBeLessThanOrEqual(page.points.total);
      expect(staffRow.raisedCents).toBe(page.raisedCents);
      expect(staffRow.sampleSalesCents).toBe(page.raisedCents);
    }
  });

  it('pages through the stands with ranks that continue, and filters by group', async () => {
    const second = await visitor().fundraiser.leaderboard({ limit: 2, page: 2, groupId: SAMPLE_GROUP_ID });
    expect(second).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(second.rows.map((r) => [r.rank, r.name])).toEqual([
      [3, 'Amara W.'],
      [4, 'Caleb R.'],
    ]);
    // A page past the end shows the last one.
    expect((await visitor().fundraiser.leaderboard({ limit: 2, page: 9, groupId: SAMPLE_GROUP_ID })).rows.map((r) => r.rank)).toEqual([5]);

    const { slug } = await newStand('Zed');
    const all = await visitor().fundraiser.leaderboard({ limit: 50 });
    expect(all.rows.map((r) => r.slug)).toContain(slug);
    expect(all.groups.map((g) => g.id)).toContain(SAMPLE_GROUP_ID);
    const sampleOnly = await visitor().fundraiser.leaderboard({ limit: 50, groupId: SAMPLE_GROUP_ID });
    expect(sampleOnly.rows.map((r) => r.slug)).not.toContain(slug);
    await expect(visitor().fundraiser.leaderboard({ limit: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('points from real results', () => {
  it('counts attributed sales once collected, and a stand day held divides the total', async () => {
    const { slug, parent } = await newStand();
    expect(await pointsOf(slug)).toEqual({ total: 0, average: 0, events: 0, ratingCount: 0 });

    const waiting = await buyFor(slug, 2, false); // not picked up yet: no points
    expect(await pointsOf(slug)).toMatchObject({ total: 0 });
    await buyFor(slug, 2); // $8.30 → 80 points
    await buyFor(slug, 1); // $4.15 → with the first, $12.45 → 120 points
    expect(await pointsOf(slug)).toMatchObject({ total: 120, average: 120, events: 0 });

    // Two days: today's is held, next week's is not yet.
    await parent.fundraiser.addStandEvent({ slug, eventDate: TODAY, placeId: '30030', spot: 'Glenlake Park', notes: '' });
    await parent.fundraiser.addStandEvent({ slug, eventDate: '2026-12-12', placeId: '30030', spot: 'Glenlake Park', notes: '' });
    expect(await pointsOf(slug)).toMatchObject({ total: 120, average: 120, events: 1 });

    const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, waiting.orderNumber));
    await asAdmin().admin.orders.setStatus({ id: order!.id, status: 'cancelled' });
    expect(await pointsOf(slug)).toMatchObject({ total: 120 });
    await completeOrder(database.db, asAdmin(), (await buyFor(slug, 1, false)).orderNumber);
    expect(await pointsOf(slug)).toMatchObject({ total: 160 });
  });

  it('moves the stand up the leaderboard as it earns points', async () => {
    const { slug } = await newStand('Quinn');
    const ranks = async () => {
      const rows = (await visitor().fundraiser.leaderboard({ limit: 50, sort: 'total' })).rows;
      return { stand: rows.find((r) => r.slug === slug)!.rank, caleb: rows.find((r) => r.name === 'Caleb R.')!.rank };
    };
    const before = await ranks();
    expect(before.stand).toBeGreaterThan(before.caleb);
    // Two orders of 25 cones: $207.50 → 2,070 points, past Caleb R.'s 1,720.
    await buyFor(slug, 25);
    await buyFor(slug, 25);
    const after = await ranks();
    expect(after.stand).toBeLessThan(after.caleb);
  });
});

describe('supporter ratings', () => {
  it('mails a one-time rating link; the rating adds 20 points a star and a second one is refused', async () => {
    const { slug } = await newStand();
    const { token, mail } = await buyFor(slug, 1);
    expect(mail.text).toContain('Rate the stand (1 to 5 stars)');
    expect(token).toMatch(/^[a-z2-7]{20,}$/);
    // Only the token's hash is stored on the order.
    const stored = await database.db.select({ hash: orders.ratingTokenHash }).from(orders).where(eq(orders.ratingTokenHash, token));
    expect(stored).toHaveLength(0);

    const link = await visitor().fundraiser.ratingLink({ token });
    expect(link).toEqual({ stand: { name: 'Nia B.', groupName: expect.stringMatching(/^Points Club /), slug }, stars: null, cancelled: false });

    expect(await visitor().fundraiser.rateStand({ token, stars: 4 })).toEqual({ stars: 4 });
    expect(await pointsOf(slug)).toMatchObject({ total: 40 + 80, ratingCount: 1 });
    expect((await visitor().fundraiser.ratingLink({ token })).stars).toBe(4);

    const again = await errorOf(visitor().fundraiser.rateStand({ token, stars: 1 }));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('This order has already rated the stand. Thank you for your support!');
    expect(
      await database.db
        .select()
        .from(standRatings)
        .where(eq(standRatings.standId, (await standId(slug))!)),
    ).toHaveLength(1);
  });

  it('refuses an unknown link and stars outside 1-5', async () => {
    const unknown = await errorOf(visitor().fundraiser.rateStand({ token: 'a'.repeat(39), stars: 5 }));
    expect(unknown.message).toBe('This rating link is not valid. Please use the link in the email that said your order was paid or complete.');
    const { slug } = await newStand();
    const { token } = await buyFor(slug, 1);
    await expect(visitor().fundraiser.rateStand({ token, stars: 6 })).rejects.toThrow('Please choose 1 to 5 stars');
  });

  it('limits ratings per client like other public writes, storing nothing past the limit', async () => {
    const { slug } = await newStand();
    const { token } = await buyFor(slug, 1);
    const ip = uniqueClientIp();
    const client = callerFor(database.db, null, { ...clock, clientIp: ip });
    for (let i = 0; i < 10; i += 1)
      await expect(client.fundraiser.rateStand({ token: `${'b'.repeat(30)}${'cdefghijkl'[i]}`, stars: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const limited = await errorOf(client.fundraiser.rateStand({ token, stars: 5 }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
    expect((await visitor().fundraiser.ratingLink({ token })).stars).toBeNull();
  });
});

describe('after the fundraiser ends', () => {
  it('keeps the final points on the board, and a supporter whose order came before the end can still rate it', async () => {
    const { slug } = await newStand();
    const { token } = await buyFor(slug, 2); // $8.30 → 80 points, bought on NOW (2026-12-05)
    const settings = await asAdmin().admin.settings.get();
    await asAdmin().admin.settings.update({ ...settings, fundraiserDates: { startDate: '2026-11-01', endDate: TODAY } });
    try {
      const later = { now: () => new Date('2026-12-20T15:00:00Z') };
      // No more orders for the stand, but what it earned stays.
      await expect(
        callerFor(database.db, null, later).orders.place({
          idempotencyKey: newKey(),
          lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 1 }],
          fulfilment: 'pickup',
          ...buyer,
          email: `buyer-${unique()}@example.com`,
          standSlug: slug,
        }),
      ).rejects.toThrow(`The Fluff Fundraiser ended on ${TODAY}`);
      await callerFor(database.db, null, later).fundraiser.rateStand({ token, stars: 5 });
      const page = await callerFor(database.db, null, later).fundraiser.stand({ slug });
      expect(page).toMatchObject({ closed: true, points: { total: 180 } });
      const row = (await callerFor(database.db, null, later).fundraiser.leaderboard({ limit: 50, sort: 'total' })).rows.find((r) => r.slug === slug);
      expect(row?.totalPoints).toBe(180);
    } finally {
      await asAdmin().admin.settings.update({ ...settings, fundraiserDates: { startDate: '', endDate: '' } });
    }
  });
});

describe('creativity points and removing stands in the back office', () => {
  it('staff award creativity points (audit-logged); they count at once', async () => {
    const { slug } = await newStand();
    const id = (await standId(slug))!;
    await expect(asAdmin().admin.fundraiser.awardPoints({ standId: id, kind: 'video', points: 501 })).rejects.toThrow('Award 1 to 500 points');
    await asAdmin().admin.fundraiser.awardPoints({ standId: id, kind: 'video', points: 150, note: 'Great stand tour' });
    expect(await pointsOf(slug)).toMatchObject({ total: 150 });
    const staffView = (await asAdmin().admin.fundraiser.stands({ search: slug })).items.find((s) => s.slug === slug)!;
    expect(staffView.points).toMatchObject({ creativityPoints: 150, totalPoints: 150 });
    const [award] = await database.db.select().from(standPointAwards).where(eq(standPointAwards.standId, id));
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'stand_point_award'), eq(auditLog.entityId, award!.id)));
    expect(audit).toMatchObject([
      { action: 'create', actorEmail: admin.user.email, detail: { name: slug, title: 'video', points: 150, note: 'Great stand tour' } },
    ]);
    await expect(
      callerFor(database.db, await createActor(database.db, ['user'])).admin.fundraiser.awardPoints({ standId: id, kind: 'story', points: 5 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('staff remove a sample stand (audit-logged): it leaves the leaderboard and its page is gone', async () => {
    const id = '6a1c2f4e-8d3b-4f7a-9c21-5eed00000104';
    await asAdmin().admin.fundraiser.removeStand({ id });
    const board = await visitor().fundraiser.leaderboard({ limit: 50, groupId: SAMPLE_GROUP_ID });
    expect(board.rows.map((r) => r.name)).toEqual(['Jaylen M.', 'Sofia G.', 'Amara W.', 'Priya S.']);
    await expect(visitor().fundraiser.stand({ slug: 'caleb-r-sweet-start-sample-team' })).rejects.toThrow(
      'We could not find this stand. Please check the link.',
    );
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fundraiser_stand'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject([{ action: 'delete', detail: { name: 'caleb-r-sweet-start-sample-team', sample: true } }]);
    await expect(asAdmin().admin.fundraiser.removeStand({ id })).rejects.toThrow('This stand no longer exists.');
  });
});

async function standId(slug: string) {
  const [row] = await database.db.select({ id: fundraiserStands.id }).from(fundraiserStands).where(eq(fundraiserStands.slug, slug));
  return row?.id;
}
