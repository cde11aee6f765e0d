import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, profiles } from '../../server/db/schema';
import { recentDays } from '../../server/routers/member';
import { discountPercent, levelProgress, loyaltyPoints } from '../../server/services/loyalty';
import { callerFor, createActor } from '../helpers/callers';
import { creditProgressForTest } from '../helpers/game-play';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('dashboard figures', () => {
  it('has 1000 coins a level, a loyalty point per 10 coins and a discount capped at 25%', () => {
    expect(levelProgress(0)).toEqual({ percent: 0, coinsIntoLevel: 0, coinsToNext: 1000 });
    expect(levelProgress(2345)).toEqual({ percent: 34.5, coinsIntoLevel: 345, coinsToNext: 655 });
    expect(loyaltyPoints(2345)).toBe(234);
    expect(discountPercent(1)).toBe(2);
    expect(discountPercent(3)).toBe(7);
    expect(discountPercent(10)).toBe(25);
    expect(discountPercent(40)).toBe(25);
  });

  it('lists the last 14 days in Atlanta time, today last', () => {
    const days = recentDays(new Date('2030-03-01T03:00:00Z'), 14);
    expect(days).toHaveLength(14);
    // 3 am UTC on March 1 is still February 28 in Atlanta.
    expect(days[13]).toBe('2030-02-28');
    expect(days[0]).toBe('2030-02-15');
  });
});

describe('member.dashboard', () => {
  it('refuses a visitor', async () => {
    expect((await errorOf(callerFor(database.db, null).member.dashboard())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(database.db, null).member.achievements())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(callerFor(database.db, null).member.updateDisplayName({ displayName: 'Nope' }))).code).toBe('UNAUTHORIZED');
  });

  it('shows a new member the defaults', async () => {
    const actor = await createActor(database.db, ['user'], 'fresh.member@example.com');
    const dashboard = await callerFor(database.db, actor).member.dashboard();
    expect(dashboard).toMatchObject({
      email: 'fresh.member@example.com',
      displayName: 'fresh.member',
      businessName: 'Cotton Candy Empire',
      totalCoins: 0,
      businessLevel: 1,
      levelProgress: { percent: 0, coinsToNext: 1000 },
      loyaltyPoints: 0,
      discountPercent: 2,
      recentAchievements: [],
      achievementsEarned: 0,
      achievementsTotal: 12,
      courses: [],
    });
    expect(dashboard.memberSince).toBeInstanceOf(Date);
    expect(dashboard.analytics.days).toHaveLength(14);
    expect(dashboard.analytics.days.every((day) => day.sessions === 0)).toBe(true);
  });

  it('shows the member’s own saved progress, the last 3 achievements and their play by day', async () => {
    const actor = await createActor(database.db);
    const other = await createActor(database.db);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, actor.user.id));
    const start = profile!.createdAt.getTime() + 2 * HOUR;
    await creditProgressForTest(database.db, actor.user.id, { coins: 40, score: 120, customersServed: 30, happyCustomers: 26 }, new Date(start));
    await creditProgressForTest(database.db, actor.user.id, { coins: 2305, score: 600, customersServed: 20 }, new Date(start + HOUR));
    await creditProgressForTest(database.db, other.user.id, { coins: 999, score: 999, customersServed: 99 }, new Date(start));

    const now = new Date(start + HOUR + 60_000);
    const dashboard = await callerFor(database.db, actor, { now: () => now }).member.dashboard();
    expect(dashboard).toMatchObject({
      totalCoins: 2345,
      totalScore: 720,
      customersServed: 50,
      businessLevel: 3,
      levelProgress: { percent: 34.5, coinsIntoLevel: 345, coinsToNext: 655 },
      loyaltyPoints: 234,
      discountPercent: 7,
      achievementsEarned: 7,
    });
    // The second sync earned piggy-bank, candy-cash, high-scorer and food-truck-fund at once; the hardest come first.
    expect(dashboard.recentAchievements.map((a) => a.id)).toEqual(['food-truck-fund', 'high-scorer', 'candy-cash']);
    const totals = dashboard.analytics.days.reduce(
      (sum, day) => ({ sessions: sum.sessions + day.sessions, coins: sum.coins + day.coins, customers: sum.customers + day.customers }),
      { sessions: 0, coins: 0, customers: 0 },
    );
    expect(totals).toEqual({ sessions: 2, coins: 2345, customers: 50 });
    expect(dashboard.analytics.totalSessions).toBe(2);
  });

  it('lists every achievement with what is still missing', async () => {
    const actor = await createActor(database.db);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, actor.user.id));
    await creditProgressForTest(database.db, actor.user.id, { coins: 60, score: 80, customersServed: 30 }, new Date(profile!.createdAt.getTime() + HOUR));
    const list = await callerFor(database.db, actor).member.achievements();
    expect(list).toHaveLength(12);
    expect(list.map((a) => a.requirementValue)).toEqual([...list.map((a) => a.requirementValue)].sort((a, b) => a - b));
    const byId = Object.fromEntries(list.map((a) => [a.id, a]));
    expect(byId['first-sale']).toMatchObject({ earned: true, missing: 0, progress: 1 });
    expect(byId['piggy-bank']).toMatchObject({ earned: true, missing: 0 });
    expect(byId['rising-star']).toMatchObject({ earned: false, missing: 20, progress: 80, requirementType: 'score' });
    expect(byId['candy-cash']).toMatchObject({ earned: false, missing: 190, progress: 60 });
    expect(byId['first-sale']!.earnedAt).toBeInstanceOf(Date);
  });

  it('changes only the caller’s display name, trimmed, and refuses an empty one or an email address', async () => {
    const actor = await createActor(database.db);
    const other = await createActor(database.db);
    const caller = callerFor(database.db, actor);
    const sneaky = { displayName: '  Sugar Queen  ', userId: other.user.id } as { displayName: string };
    expect(await caller.member.updateDisplayName(sneaky)).toEqual({ displayName: 'Sugar Queen' });
    const names = await database.db.select({ userId: profiles.userId, name: profiles.displayName }).from(profiles);
    expect(names.find((n) => n.userId === actor.user.id)?.name).toBe('Sugar Queen');
    expect(names.find((n) => n.userId === other.user.id)?.name).toBe(other.user.email.split('@')[0]);

    const empty = await errorOf(caller.member.updateDisplayName({ displayName: '   ' }));
    expect(empty.code).toBe('BAD_REQUEST');
    expect(empty.message).toBe('displayName: Please enter a display name');
    const email = await errorOf(caller.member.updateDisplayName({ displayName: 'me@example.com' }));
    expect(email.message).toBe('displayName: Please choose a name that is not an email address');
    const long = await errorOf(caller.member.updateDisplayName({ displayName: 'x'.repeat(41) }));
    expect(long.message).toBe('displayName: Display name must be at most 40 characters');
    expect((await caller.member.dashboard()).displayName).toBe('Sugar Queen');
  });

  it('makes a profile with the defaults for an account that has none', async () => {
    const actor = await createActor(database.db, ['user'], 'no.profile@example.com');
    await database.db.delete(profiles).where(eq(profiles.userId, actor.user.id));
    const dashboard = await callerFor(database.db, actor).member.dashboard();
    expect(dashboard).toMatchObject({ displayName: 'no.profile', businessName: 'Cotton Candy Empire', businessLevel: 1 });
    const sessions = await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id));
    expect(sessions).toHaveLength(0);
  });
});
