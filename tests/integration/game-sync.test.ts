import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SessionTracker,
  autoplayCommands,
  createInitialState,
  explorationAt,
  maxPlausibleDelta,
  sessionTotals,
  step,
  type GameState,
  type SessionTotals,
} from '../../game/engine';
import { buildApp } from '../../server/app';
import { gameSessions, profiles, userAchievements } from '../../server/db/schema';
import { anonymousPlayerName } from '../../server/services/leaderboards';
import { MemoryMailer } from '../../server/services/mailer';
import { SYNC_WINDOW_CAP_MS } from '../../server/services/progress-sync';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const STEP_MS = 25;
let deltaCounter = 0;
const newDeltaId = () => `delta-${Date.now().toString(36)}-${(deltaCounter += 1)}`;

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function profileOf(userId: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw new Error('no profile');
  return row;
}

/** A clock for one member's syncs: starts at their profile's creation and moves only when the test says so. */
async function clockFor(userId: string) {
  const profile = await profileOf(userId);
  let time = profile.createdAt.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Plays `ms` of game time with the engine's sensible autoplayer (one page visit every 30 s). */
function play(state: GameState, ms: number): GameState {
  let current = state;
  for (let i = 0; i < ms / STEP_MS; i += 1) {
    current = step(current, [...explorationAt(current.step, 1200), ...autoplayCommands(current)]).state;
  }
  return current;
}

describe('game.sync', () => {
  it('refuses a visitor', async () => {
    const error = await errorOf(callerFor(database.db, null).game.sync({ deltaId: newDeltaId(), coins: 5, score: 10, customersServed: 1 }));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('adds the delta to the totals, records the session, and recomputes level and reputation', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    clock.advance(60 * 60 * 1000);
    const caller = callerFor(database.db, actor, { now: clock.now });
    const deltaId = newDeltaId();
    const result = await caller.game.sync({ deltaId, coins: 1005, score: 3000, customersServed: 400, satisfaction: 2800, elapsedMs: 3_000_000 });
    expect(result.duplicate).toBe(false);
    expect(result.totals).toEqual({ totalCoins: 1005, totalScore: 3000, customersServed: 400, businessLevel: 2, businessReputation: 400 });
    const profile = await profileOf(actor.user.id);
    expect(profile).toMatchObject({ totalCoins: 1005, totalScore: 3000, customersServed: 400, businessLevel: 2, businessReputation: 400, satisfactionTotal: 2800 });
    expect(profile.lastSyncedAt?.getTime()).toBe(clock.now().getTime());
    const [session] = await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id));
    expect(session).toMatchObject({ deltaId, sessionCoins: 1005, sessionScore: 3000, sessionCustomers: 400, sessionDuration: 3000 });
    // Every achievement the new totals meet, easiest first.
    expect(result.newAchievements.map((a) => a.id)).toEqual([
      'first-sale',
      'crowd-pleaser',
      'piggy-bank',
      'rising-star',
      'sugar-rush',
      'candy-cash',
      'high-scorer',
      'food-truck-fund',
      'spin-master',
    ]);
    expect(result.newAchievements[0]).toEqual({ id: 'first-sale', icon: '🍭', name: 'First Sale', description: 'Serve your very first customer.' });

    clock.advance(30_000);
    const next = await caller.game.sync({ deltaId: newDeltaId(), coins: 5, score: 10, customersServed: 2 });
    expect(next.newAchievements).toEqual([]);
    expect(next.totals.totalCoins).toBe(1010);
  });

  it('applies a retried delta once and answers it with the first result', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    clock.advance(60_000);
    const caller = callerFor(database.db, actor, { now: clock.now });
    const delta = { deltaId: newDeltaId(), coins: 12, score: 40, customersServed: 6 };
    const first = await caller.game.sync(delta);
    clock.advance(5_000);
    const retry = await caller.game.sync(delta);
    expect(retry.duplicate).toBe(true);
    expect(retry.applied).toEqual(first.applied);
    expect(retry.totals).toEqual(first.totals);
    expect(retry.newAchievements).toEqual(first.newAchievements);
    expect(first.newAchievements.map((a) => a.id)).toEqual(['first-sale']);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 12, totalScore: 40, customersServed: 6 });
    expect(await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id))).toHaveLength(1);

    const changed = await errorOf(caller.game.sync({ ...delta, coins: 13 }));
    expect(changed.code).toBe('CONFLICT');
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 12 });
  });

  it('applies 200 concurrent deltas to one profile exactly once each', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    clock.advance(10 * 60 * 1000);
    const caller = callerFor(database.db, actor, { now: clock.now });
    // All at the same instant: each fits the bound for zero elapsed time (2 serves' worth).
    const deltas = Array.from({ length: 200 }, () => ({ deltaId: newDeltaId(), coins: 3, score: 7, customersServed: 1, satisfaction: 8 }));
    // A few retries sent at the same time as their first attempt.
    const sends = [...deltas, ...deltas.slice(0, 20)];
    const results = await Promise.all(sends.map((delta) => caller.game.sync(delta)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(200);
    expect(await profileOf(actor.user.id)).toMatchObject({
      totalCoins: 600,
      totalScore: 1400,
      customersServed: 200,
      businessReputation: 200,
      satisfactionTotal: 1600,
      businessLevel: 1,
    });
    expect(await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id))).toHaveLength(200);
    // Each achievement reported exactly once across all answers (retries repeat their first answer's ones).
    const reported = results.filter((r) => !r.duplicate).flatMap((r) => r.newAchievements.map((a) => a.id));
    expect(new Set(reported).size).toBe(reported.length);
    expect(reported.sort()).toEqual(['candy-cash', 'crowd-pleaser', 'first-sale', 'high-scorer', 'piggy-bank', 'rising-star', 'sugar-rush']);
    const held = await database.db.select().from(userAchievements).where(eq(userAchievements.userId, actor.user.id));
    expect(held).toHaveLength(7);
  }, 120_000);

  it('accepts what the engine earns in real play and refuses ten times as much (the plausibility bound)', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    const caller = callerFor(database.db, actor, { now: clock.now });
    let state = createInitialState({ seed: 11, firstArrivalSteps: 4 });
    const tracker = new SessionTracker(sessionTotals(state));
    let accepted = 0;
    // Five minutes of play, synced every 30 s the way the client does it.
    for (let round = 0; round < 10; round += 1) {
      state = play(state, 30_000);
      clock.advance(30_000);
      const delta = tracker.pending(sessionTotals(state));
      if (!delta) continue;
      await caller.game.sync({ deltaId: newDeltaId(), ...delta, elapsedMs: 30_000 });
      tracker.markSent(delta);
      accepted += 1;
    }
    expect(accepted).toBeGreaterThan(5);
    const earned = sessionTotals(state);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: earned.coins, totalScore: earned.score, customersServed: earned.customersServed });

    // The next 30 s of real play passes; ten times that in the same 30 s does not, and changes nothing.
    const before = sessionTotals(state);
    state = play(state, 30_000);
    clock.advance(30_000);
    const legit = tracker.pending(sessionTotals(state))!;
    expect(legit.customersServed).toBeGreaterThan(0);
    const tenfold: SessionTotals = { coins: legit.coins * 10, score: legit.score * 10, customersServed: legit.customersServed * 10 };
    const refused = await errorOf(caller.game.sync({ deltaId: newDeltaId(), ...tenfold }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toMatch(/^That is more progress than the game allows in 30 s since your last save/);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: before.coins, totalScore: before.score, customersServed: before.customersServed });
    await caller.game.sync({ deltaId: newDeltaId(), ...legit });
    expect((await profileOf(actor.user.id)).totalScore).toBe(sessionTotals(state).score);
  }, 120_000);

  it('does not let a long break allow more than an hour of play in one delta', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    clock.advance(7 * 24 * 60 * 60 * 1000);
    const caller = callerFor(database.db, actor, { now: clock.now });
    const hour = maxPlausibleDelta(SYNC_WINDOW_CAP_MS);
    const error = await errorOf(caller.game.sync({ deltaId: newDeltaId(), coins: 0, score: 0, customersServed: hour.customersServed + 1 }));
    expect(error.code).toBe('BAD_REQUEST');
    await caller.game.sync({ deltaId: newDeltaId(), coins: 0, score: 0, customersServed: hour.customersServed });
  });

  it('refuses malformed deltas with clear messages and changes nothing', async () => {
    const actor = await createActor(database.db);
    const clock = await clockFor(actor.user.id);
    clock.advance(60 * 60 * 1000);
    const caller = callerFor(database.db, actor, { now: clock.now });
    const good = { deltaId: newDeltaId(), coins: 5, score: 10, customersServed: 1 };
    const cases: [unknown, string][] = [
      [{ ...good, coins: -5 }, 'coins: Coins cannot be negative'],
      [{ ...good, score: 2.5 }, 'score: Score must be a whole number'],
      [{ ...good, customersServed: 5_000_000 }, 'customersServed: Customers served is too large'],
      [{ ...good, coins: Number.NaN }, 'coins: Coins must be a number'],
      [{ ...good, coins: '5' }, 'coins: Coins must be a number'],
      [{ coins: 5, score: 10, customersServed: 1 }, 'deltaId: Each progress update needs an id'],
      [{ ...good, deltaId: 'x' }, 'deltaId: Each progress update needs an id of 8 to 100 letters, digits, - or _'],
      [{ ...good, deltaId: 'has spaces in it' }, 'deltaId: Each progress update needs an id of 8 to 100 letters, digits, - or _'],
      [{ ...good, coins: 0, score: 0, customersServed: 0 }, 'There is no progress to save.'],
      [{ ...good, satisfaction: 11 }, 'satisfaction: Satisfaction cannot be more than 10 per customer served'],
      [{ ...good, elapsedMs: -1 }, 'elapsedMs: Elapsed time cannot be negative'],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(caller.game.sync(input as Parameters<typeof caller.game.sync>[0]));
      expect(error.code, message).toBe('BAD_REQUEST');
      // The client sees the formatter's message; the zod issue carries it.
      const issue = error.cause && 'issues' in error.cause ? (error.cause.issues as { path: string[]; message: string }[])[0] : undefined;
      const shown = issue ? (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message) : error.message;
      expect(shown).toBe(message);
    }
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, totalScore: 0, customersServed: 0, lastSyncedAt: null });
    expect(await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id))).toHaveLength(0);
  });

  it('keeps members apart: the same delta id is separate per member, and a user id in the input is ignored', async () => {
    const alice = await createActor(database.db);
    const bob = await createActor(database.db);
    const aliceClock = await clockFor(alice.user.id);
    aliceClock.advance(60_000);
    const bobClock = await clockFor(bob.user.id);
    bobClock.advance(60_000);
    const deltaId = newDeltaId();
    await callerFor(database.db, alice, { now: aliceClock.now }).game.sync({ deltaId, coins: 9, score: 20, customersServed: 3 });
    const sneaky = { deltaId, coins: 4, score: 10, customersServed: 2, userId: alice.user.id } as Parameters<ReturnType<typeof callerFor>['game']['sync']>[0];
    const bobResult = await callerFor(database.db, bob, { now: bobClock.now }).game.sync(sneaky);
    expect(bobResult.duplicate).toBe(false);
    expect(await profileOf(alice.user.id)).toMatchObject({ totalCoins: 9, totalScore: 20, customersServed: 3 });
    expect(await profileOf(bob.user.id)).toMatchObject({ totalCoins: 4, totalScore: 10, customersServed: 2 });
    const bobSessions = await database.db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, bob.user.id), eq(gameSessions.deltaId, deltaId)));
    expect(bobSessions).toHaveLength(1);
  });
});

describe('game.leaderboards', () => {
  it('ranks members by their saved progress with display names only, and counts today from midnight in Atlanta', async () => {
    const board = await createTestDatabase({ seed: true });
    try {
      const now = new Date('2030-01-15T17:00:00Z'); // noon in Atlanta; the day began at 05:00 UTC
      const members = await Promise.all(['ace', 'bee', 'cee'].map((name) => createActor(board.db, ['user'], `${name}.secret@example.com`)));
      const [ace, bee, cee] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
      await callerFor(board.db, ace, { now: () => now }).member.updateDisplayName({ displayName: 'Sugar Ace' });
      await callerFor(board.db, bee, { now: () => now }).member.updateDisplayName({ displayName: 'Busy Bee' });
      // cee keeps the default display name (the address before the at-sign), which no public board shows.
      await callerFor(board.db, ace, { now: () => now }).game.sync({ deltaId: newDeltaId(), coins: 2100, score: 5000, customersServed: 700, satisfaction: 4900, elapsedMs: 1_800_000 });
      await callerFor(board.db, bee, { now: () => now }).game.sync({ deltaId: newDeltaId(), coins: 300, score: 900, customersServed: 120, satisfaction: 1140, elapsedMs: 600_000 });
      await callerFor(board.db, cee, { now: () => now }).game.sync({ deltaId: newDeltaId(), coins: 40, score: 90, customersServed: 12, satisfaction: 60, elapsedMs: 60_000 });
      // Yesterday evening in Atlanta (after midnight UTC) is not today; just after midnight is.
      await board.db.insert(gameSessions).values([
        { userId: cee.user.id, deltaId: 'late-yesterday', sessionCoins: 5000, sessionScore: 1, sessionCustomers: 900, createdAt: new Date('2030-01-15T04:59:00Z') },
        { userId: cee.user.id, deltaId: 'early-today', sessionCoins: 7, sessionScore: 1, sessionCustomers: 2, createdAt: new Date('2030-01-15T05:01:00Z') },
      ]);

      const boards = await callerFor(board.db, null, { now: () => now }).game.leaderboards();
      expect(JSON.stringify(boards)).not.toContain('@');
      expect(JSON.stringify(boards)).not.toContain('secret');
      const ceeName = anonymousPlayerName(cee.user.id);
      expect(boards.empireBuilders.map((row) => row.name)).toEqual(['Sugar Ace', 'Busy Bee', ceeName]);
      expect(boards.empireBuilders[0]).toEqual({ name: 'Sugar Ace', businessLevel: 3, totalRevenue: 2100, locations: 2, rating: 3.5 });
      expect(boards.dailyStars).toEqual([
        { name: 'Sugar Ace', dailyEarnings: 2100, customersToday: 700, efficiency: 89 },
        { name: 'Busy Bee', dailyEarnings: 300, customersToday: 120, efficiency: 46 },
        { name: ceeName, dailyEarnings: 47, customersToday: 14, efficiency: 54 },
      ]);
      // Highest average first; repeat customers are those served on the days after a member's first day of play.
      expect(boards.customerLove).toEqual([
        { name: 'Busy Bee', avgSatisfaction: 4.8, totalReviews: 120, repeatCustomers: 0 },
        { name: 'Sugar Ace', avgSatisfaction: 3.5, totalReviews: 700, repeatCustomers: 0 },
        { name: ceeName, avgSatisfaction: 2.5, totalReviews: 12, repeatCustomers: 14 },
      ]);
    } finally {
      await board.close();
    }
  }, 120_000);
});

describe('game.sync over HTTP (the request the page sends, also while it unloads)', () => {
  it('accepts POST /trpc/game.sync with { json: delta } from this site, and refuses it without the Origin header', async () => {
    const app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() });
    try {
      const actor = await createActor(database.db);
      const body = JSON.stringify({ json: { deltaId: newDeltaId(), coins: 2, score: 6, customersServed: 1, elapsedMs: 1000 } });
      const headers = { 'content-type': 'application/json', cookie: `session=${actor.token}` };
      const refused = await app.inject({ method: 'POST', url: '/trpc/game.sync', headers, payload: body });
      expect(refused.statusCode).toBe(403);
      const accepted = await app.inject({ method: 'POST', url: '/trpc/game.sync', headers: { ...headers, origin: 'http://localhost:3000' }, payload: body });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ result: { data: { json: { duplicate: false, applied: { coins: 2, score: 6, customersServed: 1 } } } } });
      const anonymous = await app.inject({ method: 'POST', url: '/trpc/game.sync', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, payload: body });
      expect(anonymous.statusCode).toBe(401);
      expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 2, customersServed: 1 });
    } finally {
      await app.close();
    }
  });
});
