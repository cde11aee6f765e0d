import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canServe,
  canSpin,
  snapshotOf,
  startStateFromSnapshot,
  startingSnapshot,
  replayFrom,
  stateFingerprint,
  step,
  type Command,
  type GameState,
} from '../../game/engine';
import { buildApp } from '../../server/app';
import { gamePlaySessions, gameSessions, profiles, userAchievements } from '../../server/db/schema';
import { anonymousPlayerName } from '../../server/services/leaderboards';
import { MemoryMailer } from '../../server/services/mailer';
import { UNVERIFIED_PLAY_MESSAGE } from '../../server/services/progress-sync';
import { BATCH_STEPS_MAX } from '@shared/schemas/game';
import { STAND_MOVED_MESSAGE } from '../../game/engine/replay';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { createCommerceFixtures } from '../helpers/commerce-fixtures';
import { STEP_MS, batchOf, creditProgressForTest, playRecorded } from '../helpers/game-play';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

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

/** A member, a clock that moves only when the test says so, and a caller on that clock. */
async function member() {
  const actor = await createActor(database.db);
  let time = Date.parse('2031-03-04T15:00:00Z');
  const clock = {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
  return { actor, clock, caller: callerFor(database.db, actor, { now: clock.now }) };
}

/** Starts a session and gives the engine state the browser builds from the answer. */
async function startSession(caller: Awaited<ReturnType<typeof member>>['caller']) {
  const started = await caller.game.startSession();
  return { ...started, state: startStateFromSnapshot(started.snapshot, started.seed) };
}

const firstCustomer: Command = { type: 'addCustomer' };

describe('game.startSession and game.submitBatch: progress verified by replay', () => {
  it('refuses visitors', async () => {
    const visitor = callerFor(database.db, null);
    expect((await errorOf(visitor.game.startSession())).code).toBe('UNAUTHORIZED');
    const error = await errorOf(visitor.game.submitBatch({ sessionId: crypto.randomUUID(), batch: 1, toStep: 0, commands: [], fingerprint: 'x' }));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('starts a new member from the starting stand with a seed the server chose', async () => {
    const { caller } = await member();
    const first = await caller.game.startSession();
    const second = await caller.game.startSession();
    expect(first.snapshot).toEqual(startingSnapshot());
    expect(first.sessionId).not.toBe(second.sessionId);
    expect(Number.isInteger(first.seed) && first.seed > 0).toBe(true);
  });

  it('credits exactly what ten honest 30 s batches earn, stores the stand, and starts the next visit from it', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    let state = session.state;
    let credited = 0;
    const awarded: string[] = [];
    for (let batch = 1; batch <= 10; batch += 1) {
      // The panel adds the first customer when it opens; the autoplayer then serves for 30 s.
      const played = playRecorded(state, 30_000, { first: batch === 1 ? [firstCustomer] : [] });
      clock.advance(30_000);
      const result = await caller.game.submitBatch(batchOf(session.sessionId, batch, played));
      expect(result.duplicate).toBe(false);
      credited += result.credited.coins;
      awarded.push(...result.newAchievements.map((a) => a.id));
      state = played.state;
      expect(result.snapshot).toEqual(snapshotOf(state));
    }
    expect(state.session.customersServed).toBeGreaterThan(20);
    expect(credited).toBe(state.session.coins);
    // Achievements follow the verified totals, each reported once.
    expect(awarded).toContain('first-sale');
    expect(new Set(awarded).size).toBe(awarded.length);
    const held = await database.db.select().from(userAchievements).where(eq(userAchievements.userId, actor.user.id));
    expect(held.map((row) => row.achievementId).sort()).toEqual([...awarded].sort());
    expect(await profileOf(actor.user.id)).toMatchObject({
      totalCoins: state.session.coins,
      totalScore: state.session.score,
      customersServed: state.session.customersServed,
      businessReputation: state.session.customersServed,
      satisfactionTotal: state.stats.satisfactionSum,
      gameSnapshot: snapshotOf(state),
      gameVersion: 10,
    });
    const ledger = await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id));
    expect(ledger.reduce((sum, row) => sum + row.sessionCoins, 0)).toBe(state.session.coins);
    const next = await caller.game.startSession();
    expect(next.snapshot).toEqual(snapshotOf(state));
  }, 120_000);

  it('applies a retried batch once, also when the retries arrive together', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    const full = playRecorded(session.state, 30_000, { first: [firstCustomer] });
    const send = batchOf(session.sessionId, 1, full);
    clock.advance(31_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => caller.game.submitBatch(send)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const again = await caller.game.submitBatch(send);
    expect(again.duplicate).toBe(true);
    expect(again.credited).toEqual({ coins: 0, score: 0, customersServed: 0 });
    expect(await profileOf(actor.user.id)).toMatchObject({
      totalCoins: full.state.session.coins,
      customersServed: full.state.session.customersServed,
      gameVersion: 1,
    });
  }, 60_000);

  it('credits nothing to 1,000 concurrent forged 10-coin claims from an account that never played', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    clock.advance(60 * 60 * 1000);
    // What a script would claim: the starting state with 10 more coins, in every batch it can think of.
    const rich = { ...session.state, coins: session.state.coins + 10, session: { ...session.state.session, coins: 10 } };
    const forged = Array.from({ length: 1000 }, (_, i) => ({
      sessionId: session.sessionId,
      batch: 1 + (i % 3),
      toStep: i % 2 === 0 ? 0 : 400,
      commands: i % 5 === 0 ? [{ step: 0, command: { type: 'serve' as const } }] : [],
      fingerprint: stateFingerprint({ ...rich, step: i % 2 === 0 ? 0 : 400 }),
    }));
    const outcomes = await Promise.allSettled(forged.map((batch) => caller.game.submitBatch(batch)));
    const refusals = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as TRPCError) : null));
    expect(refusals.every((e) => e instanceof TRPCError && e.code === 'CONFLICT' && e.message === UNVERIFIED_PLAY_MESSAGE)).toBe(true);
    // The message reveals no limit: no number at all.
    expect(UNVERIFIED_PLAY_MESSAGE).not.toMatch(/\d/);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, totalScore: 0, customersServed: 0, gameVersion: 0, gameSnapshot: null });

    // Commands the rules refuse (serving with no candy, buying with no coins) replay to nothing, so nothing is credited.
    const noCandy = Array.from({ length: 300 }, (_, i) => ({ step: i, command: { type: 'serve' as const } }));
    const honestReplay = playRecordedWith(session.state, noCandy, 300);
    const result = await caller.game.submitBatch(batchOf(session.sessionId, 1, honestReplay));
    expect(result.credited).toEqual({ coins: 0, score: 0, customersServed: 0 });
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, customersServed: 0 });
  }, 180_000);

  it('refuses steps beyond the wall-clock time since the session began, and accepts the same batch once the time has passed', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    const batch = batchOf(session.sessionId, 1, playRecorded(session.state, 40_000, { first: [firstCustomer] }));
    clock.advance(30_000);
    const refused = await errorOf(caller.game.submitBatch(batch));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: UNVERIFIED_PLAY_MESSAGE });
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, gameVersion: 0 });
    clock.advance(10_000);
    const accepted = await caller.game.submitBatch(batch);
    expect(accepted.credited.customersServed).toBeGreaterThan(0);
    expect(batch.toStep * STEP_MS).toBe(40_000);
  }, 60_000);

  it('refuses a batch that spans more than an hour of play, however long the session has been open', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    const batch = batchOf(session.sessionId, 1, playRecorded(session.state, (BATCH_STEPS_MAX + 1) * STEP_MS, { first: [firstCustomer] }));
    clock.advance(2 * 60 * 60 * 1000);
    const refused = await errorOf(caller.game.submitBatch(batch));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: UNVERIFIED_PLAY_MESSAGE });
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, gameVersion: 0 });
  }, 60_000);

  it('lets only one of two sessions (two tabs) save from the same snapshot; the other is told calmly and a new session has the saved stand', async () => {
    const { actor, clock, caller } = await member();
    const first = await startSession(caller);
    const second = await startSession(caller);
    const a = playRecorded(first.state, 20_000, { first: [firstCustomer] });
    const b = playRecorded(second.state, 20_000, { first: [firstCustomer] });
    clock.advance(25_000);
    await caller.game.submitBatch(batchOf(first.sessionId, 1, a));
    const stale = await errorOf(caller.game.submitBatch(batchOf(second.sessionId, 1, b)));
    expect(stale.message).toBe(STAND_MOVED_MESSAGE);
    expect((await profileOf(actor.user.id)).totalCoins).toBe(a.state.session.coins);
    expect((await caller.game.startSession()).snapshot).toEqual(snapshotOf(a.state));
  }, 60_000);

  it('awards Crowd Pleaser for 25 happy customers, not for 25 served', async () => {
    const { actor, clock } = await member();
    const held = async () =>
      (await database.db.select().from(userAchievements).where(eq(userAchievements.userId, actor.user.id))).map((row) => row.achievementId);
    await creditProgressForTest(database.db, actor.user.id, { customersServed: 30, happyCustomers: 24 }, clock.now());
    expect(await held()).toContain('first-sale');
    expect(await held()).not.toContain('crowd-pleaser');
    await creditProgressForTest(database.db, actor.user.id, { customersServed: 1, happyCustomers: 1 }, clock.now());
    expect(await held()).toContain('crowd-pleaser');
    expect(await profileOf(actor.user.id)).toMatchObject({ customersServed: 31, happyCustomers: 25 });
  });

  it('tells the first tab calmly too when the second took over and saved: never "couldn\'t be verified"', async () => {
    const { clock, caller } = await member();
    const tabA = await startSession(caller);
    const a1 = playRecorded(tabA.state, 10_000, { first: [firstCustomer] });
    clock.advance(11_000);
    await caller.game.submitBatch(batchOf(tabA.sessionId, 1, a1));
    // Tab B opens now (from A's stand) and saves; its new session starting must not make A's batch unknown.
    const tabB = await startSession(caller);
    const b1 = playRecorded(tabB.state, 10_000, { first: [firstCustomer] });
    clock.advance(11_000);
    await caller.game.submitBatch(batchOf(tabB.sessionId, 1, b1));
    await startSession(caller);
    const a2 = playRecorded(a1.state, 10_000);
    const moved = await errorOf(caller.game.submitBatch(batchOf(tabA.sessionId, 2, a2)));
    expect(moved.message).toBe(STAND_MOVED_MESSAGE);
  }, 60_000);

  it('credits nothing for exploration bonuses the server recorded no page view for: 31 in a minute without a page opened', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    const forged = Array.from({ length: 31 }, (_, i) => ({ step: i * 80, command: { type: 'explorationBonus' as const, page: crypto.randomUUID() } }));
    const played = playRecordedWith(session.state, forged, 2520);
    expect(played.state.session.coins).toBe(62);
    clock.advance(63_000);
    expect((await errorOf(caller.game.submitBatch(batchOf(session.sessionId, 1, played)))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    // Page names, as a guest's game sends them, are not page views either.
    const named = playRecordedWith(session.state, [{ step: 0, command: { type: 'explorationBonus', page: 'Shop' } }], 0);
    expect((await errorOf(caller.game.submitBatch(batchOf(session.sessionId, 1, named)))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, gameVersion: 0 });
  }, 60_000);

  it('pays a page view the server recorded once: never the home page, each page once a business day, and never twice', async () => {
    const { actor, clock, caller } = await member();
    expect(await caller.game.pageView({ path: '/' })).toEqual({ viewId: null });
    expect(await caller.game.pageView({ path: '/not-a-page' })).toEqual({ viewId: null });
    const shop = await caller.game.pageView({ path: '/shop' });
    expect(shop.viewId).toEqual(expect.any(String));
    // The same page again (a reload, another product of the shop) pays nothing more today.
    expect(await caller.game.pageView({ path: '/shop/' })).toEqual({ viewId: null });
    expect(await caller.game.pageView({ path: '/shop/cones?size=2' })).toEqual({ viewId: null });
    const blogPost = await caller.game.pageView({ path: '/blog/a-post' });
    expect(blogPost.viewId).toEqual(expect.any(String));

    const session = await startSession(caller);
    const visits = [shop.viewId!, blogPost.viewId!].map((page) => ({ step: 0, command: { type: 'explorationBonus' as const, page } }));
    clock.advance(1_000);
    const paid = await caller.game.submitBatch(batchOf(session.sessionId, 1, playRecordedWith(session.state, visits, 0)));
    expect(paid.credited.coins).toBe(4);
    // A view pays once, also from another session.
    const again = await startSession(caller);
    const replayed = playRecordedWith(again.state, visits.slice(0, 1), 0);
    expect((await errorOf(caller.game.submitBatch(batchOf(again.sessionId, 1, replayed)))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    // Another member cannot spend this member's views, nor this one name a view twice in a batch.
    const other = await member();
    const theirs = await startSession(other.caller);
    const stolen = playRecordedWith(theirs.state, visits.slice(1), 0);
    expect((await errorOf(other.caller.game.submitBatch(batchOf(theirs.sessionId, 1, stolen)))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    // The next business day (midnight in Atlanta) the shop pays again.
    clock.advance(24 * 60 * 60 * 1000);
    expect((await caller.game.pageView({ path: '/shop' })).viewId).toEqual(expect.any(String));
    expect((await profileOf(actor.user.id)).totalCoins).toBe(4);
  }, 60_000);

  it('gives a forged addCustomer that asks for customers into a full line nothing the page way does not', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    const pushy = Array.from({ length: 40 }, (_, i) => ({ step: i, command: { type: 'addCustomer', onlyIfQueueEmpty: false } as unknown as Command }));
    const played = playRecordedWith(session.state, pushy, 40);
    expect(played.state.queue).toHaveLength(1);
    clock.advance(2_000);
    await caller.game.submitBatch(batchOf(session.sessionId, 1, played));
    expect((await profileOf(actor.user.id)).gameSnapshot).toEqual(snapshotOf(played.state));
  }, 60_000);

  it('grades every serve by replay: a batch claiming tips its commands did not earn credits nothing', async () => {
    const { actor, clock, caller } = await member();
    const session = await startSession(caller);
    // Spin and serve, never loading the hopper: Big tickets are served Small, graded C and tipped nothing.
    let state = session.state;
    const commands: { step: number; command: Command }[] = [];
    while (state.step < 2400) {
      const due: Command[] = state.step === 0 ? [firstCustomer] : [];
      if (canServe(state)) due.push({ type: 'serve' });
      else if (canSpin(state) && state.queue.length > 0) due.push({ type: 'spin' });
      for (const command of due) commands.push({ step: state.step, command });
      state = step(state, due).state;
    }
    const served = state.session.customersServed;
    expect(served).toBeGreaterThan(3);
    // Every serve an A would have paid 3 coins; the careless ones paid less.
    expect(state.session.coins).toBeLessThan(3 * served);
    clock.advance(60_000);
    const allAs = { ...state, coins: state.coins + 3 * served - state.session.coins, session: { ...state.session, coins: 3 * served } };
    const forged = { sessionId: session.sessionId, batch: 1, toStep: state.step, commands, fingerprint: stateFingerprint(allAs) };
    expect((await errorOf(caller.game.submitBatch(forged))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, gameVersion: 0 });
    const honest = await caller.game.submitBatch(batchOf(session.sessionId, 1, { state, commands }));
    expect(honest.credited).toMatchObject({ coins: state.session.coins, customersServed: served });
  }, 60_000);

  it('leaves the member discount of orders.quote unchanged by forged batches', async () => {
    const fixtures = await createCommerceFixtures(database.db);
    const { actor, clock, caller } = await member();
    const quote = () => callerFor(database.db, actor).orders.quote({ lines: [{ productId: fixtures.cone.id, variantId: null, quantity: 2 }] });
    const before = await quote();
    const session = await startSession(caller);
    clock.advance(60_000);
    const rich = { ...session.state, coins: 100_000, session: { coins: 100_000, score: 0, customersServed: 0 } };
    await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        caller.game.submitBatch({ sessionId: session.sessionId, batch: 1, toStep: 0, commands: [], fingerprint: stateFingerprint(rich) }),
      ),
    );
    const after = await quote();
    expect(after.discountPercent).toBe(before.discountPercent);
    expect(after.totalCents).toBe(before.totalCents);
  }, 60_000);

  it('refuses malformed batches with readable messages and changes nothing', async () => {
    const { actor, caller } = await member();
    const session = await caller.game.startSession();
    const good = { sessionId: session.sessionId, batch: 1, toStep: 10, commands: [], fingerprint: 'x' };
    const cases: [unknown, string][] = [
      [{ ...good, sessionId: 'nope' }, 'sessionId: Unknown play session'],
      [{ ...good, batch: 0 }, 'batch: Batch numbers start at 1'],
      [{ ...good, toStep: -1 }, 'toStep: Step cannot be negative'],
      [{ ...good, toStep: 2.5 }, 'toStep: Step must be a whole number'],
      [{ ...good, commands: [{ step: 1, command: { type: 'mintCoins' } }] }, 'commands.0.command.type: Unknown game action'],
      [{ ...good, commands: 'serve' }, 'commands: Commands must be a list'],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(caller.game.submitBatch(input as Parameters<typeof caller.game.submitBatch>[0]));
      expect(error.code, message).toBe('BAD_REQUEST');
      const issue = error.cause && 'issues' in error.cause ? (error.cause.issues as { path: (string | number)[]; message: string }[])[0] : undefined;
      const shown = issue ? (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message) : error.message;
      expect(shown).toBe(message);
    }
    // Another member's session is not this member's.
    const other = await member();
    const theirs = await other.caller.game.startSession();
    const error = await errorOf(caller.game.submitBatch({ ...good, sessionId: theirs.sessionId, toStep: 0 }));
    expect(error.message).toBe(UNVERIFIED_PLAY_MESSAGE);
    expect(await profileOf(actor.user.id)).toMatchObject({ totalCoins: 0, gameVersion: 0 });
    expect(await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id))).toHaveLength(0);
    const sessions = await database.db.select().from(gamePlaySessions).where(eq(gamePlaySessions.userId, actor.user.id));
    expect(sessions.every((row) => row.lastBatch === 0)).toBe(true);
  });
});

/** Replays recorded commands locally the way the browser's loop applied them (the fixture the server must match). */
function playRecordedWith(start: GameState, commands: { step: number; command: Command }[], toStep: number) {
  const result = replayForTest(start, commands, toStep);
  return { state: result, commands };
}

function replayForTest(start: GameState, commands: { step: number; command: Command }[], toStep: number): GameState {
  const replayed = replayFrom(start, commands, toStep);
  if (!replayed.ok) throw new Error(replayed.reason);
  return replayed.state;
}

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
      await creditProgressForTest(board.db, ace.user.id, { coins: 2100, score: 5000, customersServed: 700, satisfaction: 4900 }, now, 1800);
      // Ace's stand has reputation 3, which opens a second pitch (the business level, 3 too, opens none).
      await board.db
        .update(profiles)
        .set({ gameSnapshot: { ...startingSnapshot(), businessLevel: 3 } })
        .where(eq(profiles.userId, ace.user.id));
      await creditProgressForTest(board.db, bee.user.id, { coins: 300, score: 900, customersServed: 120, satisfaction: 1140 }, now, 600);
      await creditProgressForTest(board.db, cee.user.id, { coins: 40, score: 90, customersServed: 12, satisfaction: 60 }, now, 60);
      // Yesterday evening in Atlanta (after midnight UTC) is not today; just after midnight is.
      await board.db.insert(gameSessions).values([
        {
          userId: cee.user.id,
          deltaId: 'late-yesterday',
          sessionCoins: 5000,
          sessionScore: 1,
          sessionCustomers: 900,
          createdAt: new Date('2030-01-15T04:59:00Z'),
        },
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

describe('game.submitBatch over HTTP (the request the page sends, also while it unloads)', () => {
  it('accepts POST /trpc/game.submitBatch with { json: batch } from this site, and refuses it without the Origin header', async () => {
    const app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() });
    try {
      const actor = await createActor(database.db);
      const session = await callerFor(database.db, actor).game.startSession();
      const state = startStateFromSnapshot(session.snapshot, session.seed);
      const body = JSON.stringify({ json: { sessionId: session.sessionId, batch: 1, toStep: 0, commands: [], fingerprint: stateFingerprint(state) } });
      const headers = { 'content-type': 'application/json', cookie: `session=${actor.token}` };
      const refused = await app.inject({ method: 'POST', url: '/trpc/game.submitBatch', headers, payload: body });
      expect(refused.statusCode).toBe(403);
      const accepted = await app.inject({
        method: 'POST',
        url: '/trpc/game.submitBatch',
        headers: { ...headers, origin: 'http://localhost:3000' },
        payload: body,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ result: { data: { json: { duplicate: false, credited: { coins: 0, score: 0, customersServed: 0 } } } } });
      const forged = JSON.stringify({ json: { sessionId: session.sessionId, batch: 2, toStep: 0, commands: [], fingerprint: 'forged' } });
      const conflict = await app.inject({
        method: 'POST',
        url: '/trpc/game.submitBatch',
        headers: { ...headers, origin: 'http://localhost:3000' },
        payload: forged,
      });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({ error: { json: { message: UNVERIFIED_PLAY_MESSAGE } } });
      const anonymous = await app.inject({
        method: 'POST',
        url: '/trpc/game.submitBatch',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
