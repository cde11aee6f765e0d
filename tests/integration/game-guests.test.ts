import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotOf, startStateFromSnapshot, startingSnapshot, type Command } from '../../game/engine';
import { gameGuests, gameSessions, profiles } from '../../server/db/schema';
import { GUEST_IDLE_LIFETIME_MS, GUESTS_PER_CLIENT } from '../../server/services/game-guests';
import { MemoryMailer } from '../../server/services/mailer';
import { UNVERIFIED_PLAY_MESSAGE } from '../../server/services/progress-sync';
import { callerFor, createActor, guestCookieJar } from '../helpers/callers';
import { batchOf, creditProgressForTest, playRecorded } from '../helpers/game-play';
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

const firstCustomer: Command = { type: 'addCustomer' };

/** One browser: its guest cookie, a clock that moves only when the test says so, and a visitor's caller. */
function browser(start = '2031-05-06T15:00:00Z') {
  let time = Date.parse(start);
  const clock = {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
  const jar = guestCookieJar();
  const clientIp = `2001:db8:77::${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const visitor = () => callerFor(database.db, null, { now: clock.now, gameGuest: jar, clientIp });
  return { clock, jar, visitor, clientIp };
}

/** A guest plays `batches` honest 30 s batches; returns the engine state the browser reached. */
async function playAsGuest(b: ReturnType<typeof browser>, batches: number) {
  const started = await b.visitor().game.startGuestSession();
  let state = startStateFromSnapshot(started.snapshot, started.seed);
  let coins = 0;
  for (let batch = 1; batch <= batches; batch += 1) {
    const played = playRecorded(state, 30_000, { first: batch === 1 ? [firstCustomer] : [] });
    b.clock.advance(30_000);
    const result = await b.visitor().game.submitGuestBatch(batchOf(started.sessionId, batch, played));
    expect(result.duplicate).toBe(false);
    coins += result.credited.coins;
    state = played.state;
  }
  return { state, coins, sessionId: started.sessionId };
}

async function profileOf(userId: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw new Error('no profile');
  return row;
}

describe('verified guests: a visitor plays without an account and keeps the stand on signing in', () => {
  it('gives a new guest an httpOnly token it stores only hashed, and the next visit starts from the saved stand', async () => {
    const b = browser();
    const first = await b.visitor().game.startGuestSession();
    expect(first.snapshot).toEqual(startingSnapshot());
    expect(b.jar.token).toMatch(/^[\w-]{40,}$/);
    expect(b.jar.expires!.getTime() - b.clock.now().getTime()).toBe(GUEST_IDLE_LIFETIME_MS);
    const stored = await database.db.select({ tokenHash: gameGuests.tokenHash }).from(gameGuests);
    expect(stored.some((row) => row.tokenHash === b.jar.token)).toBe(false);

    const token = b.jar.token;
    const played = playRecorded(startStateFromSnapshot(first.snapshot, first.seed), 30_000, { first: [firstCustomer] });
    b.clock.advance(30_000);
    const result = await b.visitor().game.submitGuestBatch(batchOf(first.sessionId, 1, played));
    expect(result.credited.coins).toBe(played.state.session.coins);
    const next = await b.visitor().game.startGuestSession();
    expect(b.jar.token).toBe(token);
    expect(next.snapshot).toEqual(snapshotOf(played.state));
  }, 60_000);

  it('refuses forged guest batches and stores nothing from them', async () => {
    const b = browser();
    const started = await b.visitor().game.startGuestSession();
    const state = startStateFromSnapshot(started.snapshot, started.seed);
    const played = playRecorded(state, 30_000, { first: [firstCustomer] });
    b.clock.advance(30_000);
    const honest = batchOf(started.sessionId, 1, played);
    // A fingerprint the replay does not reach, a run ahead of the clock, an exploration bonus, a batch without the cookie.
    const forged = [
      { ...honest, fingerprint: `${honest.fingerprint}x` },
      { ...honest, toStep: honest.toStep + 4000 },
      { ...honest, commands: [{ step: 0, command: { type: 'explorationBonus' as const, page: crypto.randomUUID() } }, ...honest.commands] },
    ];
    for (const batch of forged) {
      const error = await errorOf(b.visitor().game.submitGuestBatch(batch));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe(UNVERIFIED_PLAY_MESSAGE);
    }
    const stranger = callerFor(database.db, null, { now: b.clock.now, gameGuest: guestCookieJar('made-up-token') });
    expect((await errorOf(stranger.game.submitGuestBatch(honest))).message).toBe(UNVERIFIED_PLAY_MESSAGE);
    const [guest] = await database.db.select().from(gameGuests).where(eq(gameGuests.gameVersion, 0)).limit(1);
    expect(guest).toBeDefined();
    // The honest batch still replays: nothing was stored by the refusals.
    const ok = await b.visitor().game.submitGuestBatch(honest);
    expect(ok.credited.coins).toBe(played.state.session.coins);
  }, 60_000);

  it('carries the verified stand into an account that signs in: coins, level, upgrades, totals, ledger', async () => {
    const b = browser();
    const { state, coins } = await playAsGuest(b, 6);
    expect(coins).toBeGreaterThan(0);
    const actor = await createActor(database.db);
    const { user } = await b.visitor().account.signIn({ email: actor.user.email, password: 'correct horse battery' });
    expect(user.guestStandCarried).toBe(true);
    expect(b.jar.token).toBeUndefined();
    const profile = await profileOf(actor.user.id);
    expect(profile).toMatchObject({
      totalCoins: coins,
      customersServed: state.session.customersServed,
      gameSnapshot: snapshotOf(state),
      businessLevel: 1,
    });
    const ledger = await database.db.select().from(gameSessions).where(eq(gameSessions.userId, actor.user.id));
    expect(ledger.map((row) => row.sessionCoins)).toEqual([coins]);
    // The member's next session starts from the carried stand.
    const member = callerFor(database.db, actor, { now: b.clock.now });
    expect((await member.game.startSession()).snapshot).toEqual(snapshotOf(state));
  }, 60_000);

  it('carries the stand through signing up (the confirmation link signs the new member in)', async () => {
    const b = browser();
    const { coins } = await playAsGuest(b, 2);
    const mailer = new MemoryMailer();
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await callerFor(database.db, null, { mailer, now: b.clock.now }).account.signUp({ email, password: 'a long new password for the stand' });
    const token = [...mailer.sent]
      .reverse()
      .find((m) => m.to === email)
      ?.text.match(/token=([a-z0-9]+)/)?.[1];
    const { user } = await callerFor(database.db, null, { now: b.clock.now, gameGuest: b.jar }).account.confirmEmail({ token: token! });
    expect(user.guestStandCarried).toBe(true);
    expect((await profileOf(user.id)).totalCoins).toBe(coins);
  }, 60_000);

  it('keeps the account’s own stand when it already has progress, and the guest keeps theirs', async () => {
    const b = browser();
    await playAsGuest(b, 1);
    const actor = await createActor(database.db);
    await creditProgressForTest(database.db, actor.user.id, { coins: 40, customersServed: 3 }, b.clock.now());
    const before = await profileOf(actor.user.id);
    const { user } = await b.visitor().account.signIn({ email: actor.user.email, password: 'correct horse battery' });
    expect(user.guestStandCarried).toBe(false);
    expect(await profileOf(actor.user.id)).toEqual(before);
    expect(b.jar.token).toBeDefined();
  }, 60_000);

  it('lets only one of two accounts claim one guest stand, even at the same moment', async () => {
    const b = browser();
    const { coins } = await playAsGuest(b, 1);
    const [one, two] = [await createActor(database.db), await createActor(database.db)];
    const token = b.jar.token;
    const signIn = (email: string) =>
      callerFor(database.db, null, { now: b.clock.now, gameGuest: guestCookieJar(token) }).account.signIn({ email, password: 'correct horse battery' });
    const results = await Promise.all([signIn(one.user.email), signIn(two.user.email)]);
    expect(results.map((r) => r.user.guestStandCarried).sort()).toEqual([false, true]);
    const totals = [(await profileOf(one.user.id)).totalCoins, (await profileOf(two.user.id)).totalCoins].sort((x, y) => x - y);
    expect(totals).toEqual([0, coins]);
    // The claimed guest plays no more.
    const started = errorOf(
      callerFor(database.db, null, { now: b.clock.now, gameGuest: guestCookieJar(token) }).game.submitGuestBatch({
        sessionId: crypto.randomUUID(),
        batch: 1,
        toStep: 0,
        commands: [],
        fingerprint: 'x',
      }),
    );
    expect((await started).message).toBe(UNVERIFIED_PLAY_MESSAGE);
  }, 60_000);

  it('forgets a guest not played for 30 days', async () => {
    const b = browser();
    await playAsGuest(b, 1);
    const token = b.jar.token;
    b.clock.advance(GUEST_IDLE_LIFETIME_MS + 60_000);
    const again = await b.visitor().game.startGuestSession();
    expect(again.snapshot).toEqual(startingSnapshot());
    expect(b.jar.token).not.toBe(token);
  }, 60_000);

  it('makes at most a bounded number of new guests per client address', async () => {
    const clientIp = '2001:db8:99::1';
    const now = () => new Date('2031-05-07T10:00:00Z');
    for (let made = 0; made < GUESTS_PER_CLIENT.limit; made += 1) {
      await callerFor(database.db, null, { now, clientIp, gameGuest: guestCookieJar() }).game.startGuestSession();
    }
    const refused = await errorOf(callerFor(database.db, null, { now, clientIp, gameGuest: guestCookieJar() }).game.startGuestSession());
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
  }, 60_000);
});
