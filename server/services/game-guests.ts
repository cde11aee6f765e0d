/**
 * A visitor's game without an account, verified like a member's. The first play session of a browser makes a guest:
 * a random token goes to the browser in an httpOnly cookie and only its hash is stored. The guest's batches are
 * replayed exactly as a member's (replayBatch) and the guest keeps its own stand and totals. When the visitor signs up
 * or signs in, the guest's stand is carried into the account once (claimGuestStand).
 *
 * Rules:
 * - a guest not played for 30 days is gone (its cookie expires then too, and the row is deleted when guests are made);
 * - a client address makes at most GUESTS_PER_CLIENT guests an hour, so a script cannot mint stands in bulk;
 * - a guest earns no exploration bonus (those pay against page views the server records for a member);
 * - the stand is carried only into an account that has no game progress yet; an account that has some keeps its own,
 *   and the guest's stand stays the guest's, on this browser, unclaimed.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { earnedBetween, normaliseSnapshot, snapshotOf, startStateFromSnapshot, STAND_MOVED_MESSAGE } from '../../game/engine/replay';
import type { Executor } from '../db/client';
import { gameGuestPlaySessions, gameGuests } from '../db/schema';
import type { SubmitBatchInput } from '@shared/schemas/game';
import { DomainError } from './domain-error';
import { creditEarnings, lockProfile, replayBatch, SESSION_LIFETIME_MS, unverified, type PlaySessionStart, type ProfileTotals } from './progress-sync';
import { consumeRateLimit, tooManyFromClient, type RateLimitRule } from './rate-limit';

/** A guest's stand lasts this long after its last verified play. */
export const GUEST_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** New guests per client address an hour: a family or a classroom behind one address plays; a script stops. */
export const GUESTS_PER_CLIENT: RateLimitRule = { name: 'client:game-guest', limit: 30, windowMs: 60 * 60 * 1000 };

export type GuestTotals = { totalCoins: number; totalScore: number; customersServed: number };

export type GuestBatchResult = {
  duplicate: boolean;
  credited: { coins: number; score: number; customersServed: number };
  totals: GuestTotals;
  newAchievements: never[];
};

/** The guest game's cookie (an httpOnly random token): what the request carried, and writing it. */
export type GameGuestCookie = {
  token: string | undefined;
  set: (token: string, expires: Date) => void;
  clear: () => void;
};

type GuestRow = typeof gameGuests.$inferSelect;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function expiresAfter(now: Date): Date {
  return new Date(now.getTime() + GUEST_IDLE_LIFETIME_MS);
}

/** The live, unclaimed guest a cookie names, its row locked for the transaction; null for any other token. */
async function lockGuest(tx: Executor, token: string | undefined, now: Date): Promise<GuestRow | null> {
  if (!token || token.length > 200) return null;
  const [guest] = await tx
    .select()
    .from(gameGuests)
    .where(
      and(
        eq(gameGuests.tokenHash, hashToken(token)),
        isNull(gameGuests.claimedAt),
        gte(gameGuests.lastPlayedAt, new Date(now.getTime() - GUEST_IDLE_LIFETIME_MS)),
      ),
    )
    .for('update');
  return guest ?? null;
}

function requireCookie(cookie: GameGuestCookie | undefined): GameGuestCookie {
  if (!cookie) throw new DomainError('invalid', 'The guest game needs cookies.');
  return cookie;
}

/**
 * Starts a guest's play session: from the guest's stand when the browser's cookie names a live guest, otherwise from
 * a new guest (counted against the client's address) whose token goes to the browser. The cookie's expiry moves on.
 */
export async function startGuestPlaySession(
  db: Executor,
  cookieJar: GameGuestCookie | undefined,
  clientIp: string,
  now: Date,
  seed = randomInt(1, 2 ** 31),
): Promise<PlaySessionStart> {
  const cookie = requireCookie(cookieJar);
  let token = cookie.token;
  const started = await db.transaction(async (tx) => {
    let guest = await lockGuest(tx, token, now);
    if (!guest) {
      const limit = await consumeRateLimit(tx, GUESTS_PER_CLIENT, clientIp, now);
      if (!limit.allowed) throw tooManyFromClient(limit.retryAfterMs);
      // Guests not played for 30 days go as new ones come (their sessions with them).
      await tx.delete(gameGuests).where(lt(gameGuests.lastPlayedAt, new Date(now.getTime() - GUEST_IDLE_LIFETIME_MS)));
      token = randomBytes(32).toString('base64url');
      const [made] = await tx
        .insert(gameGuests)
        .values({ tokenHash: hashToken(token), lastPlayedAt: now })
        .returning();
      if (!made) throw new Error('Guest insert returned no row');
      guest = made;
    }
    const snapshot = normaliseSnapshot(guest.gameSnapshot);
    await tx
      .delete(gameGuestPlaySessions)
      .where(and(eq(gameGuestPlaySessions.guestId, guest.id), lt(gameGuestPlaySessions.startedAt, new Date(now.getTime() - SESSION_LIFETIME_MS))));
    const [session] = await tx
      .insert(gameGuestPlaySessions)
      .values({ guestId: guest.id, seed, baseVersion: guest.gameVersion, engineState: startStateFromSnapshot(snapshot, seed), startedAt: now })
      .returning({ id: gameGuestPlaySessions.id });
    if (!session) throw new Error('Guest play session insert returned no row');
    return { sessionId: session.id, seed, snapshot, verifiedCoins: guest.totalCoins };
  });
  if (token) cookie.set(token, expiresAfter(now));
  return started;
}

/**
 * Applies one batch of a guest's play, as submitPlayBatch does a member's: the guest row and the session are locked,
 * the batch is replayed from the session's state, and only a batch that replays to the browser's fingerprint stores
 * the new stand and grows the guest's totals by exactly what the replay earned. A guest's batch may not name an
 * exploration bonus.
 */
export async function submitGuestBatch(db: Executor, cookieJar: GameGuestCookie | undefined, input: SubmitBatchInput, now: Date): Promise<GuestBatchResult> {
  const cookie = requireCookie(cookieJar);
  const result = await db.transaction(async (tx) => {
    const guest = await lockGuest(tx, cookie.token, now);
    if (!guest) throw unverified();
    const [session] = await tx
      .select()
      .from(gameGuestPlaySessions)
      .where(and(eq(gameGuestPlaySessions.id, input.sessionId), eq(gameGuestPlaySessions.guestId, guest.id)))
      .for('update');
    if (!session) throw unverified();
    const totals = { totalCoins: guest.totalCoins, totalScore: guest.totalScore, customersServed: guest.customersServed };
    if (input.batch <= session.lastBatch) {
      return { duplicate: true, credited: { coins: 0, score: 0, customersServed: 0 }, totals, newAchievements: [] };
    }
    if (input.batch !== session.lastBatch + 1) throw unverified();
    if (session.baseVersion !== guest.gameVersion) throw new DomainError('conflict', STAND_MOVED_MESSAGE);
    if (input.commands.some(({ command }) => command.type === 'explorationBonus')) throw unverified();
    const { before, after } = replayBatch(session, input, now);
    const earned = earnedBetween(before, after);
    const version = guest.gameVersion + 1;
    const [updated] = await tx
      .update(gameGuests)
      .set({
        totalCoins: guest.totalCoins + earned.coins,
        totalScore: guest.totalScore + earned.score,
        customersServed: guest.customersServed + earned.customersServed,
        happyCustomers: guest.happyCustomers + earned.happyCustomers,
        satisfactionTotal: guest.satisfactionTotal + earned.satisfaction,
        gameSnapshot: snapshotOf(after),
        gameVersion: version,
        lastPlayedAt: now,
      })
      .where(eq(gameGuests.id, guest.id))
      .returning({ totalCoins: gameGuests.totalCoins, totalScore: gameGuests.totalScore, customersServed: gameGuests.customersServed });
    await tx
      .update(gameGuestPlaySessions)
      .set({ engineState: after, lastBatch: input.batch, baseVersion: version })
      .where(eq(gameGuestPlaySessions.id, session.id));
    return {
      duplicate: false,
      credited: { coins: earned.coins, score: earned.score, customersServed: earned.customersServed },
      totals: updated ?? totals,
      newAchievements: [],
    };
  });
  // Playing keeps the stand (and its cookie) for another 30 days.
  if (cookie.token && !result.duplicate) cookie.set(cookie.token, expiresAfter(now));
  return result;
}

export type GuestClaim = { carried: false } | { carried: true; totals: ProfileTotals };

/**
 * Carries the guest's verified stand into the account that just signed in, once, inside the sign-in's transaction.
 * Only an account without game progress takes it (the profile row is locked first, so the check and the carry are one
 * step); the guest row is claimed with a conditional update, so two accounts racing for one guest cannot both have
 * it. What the guest earned is credited to the account like a batch (totals, level, achievements, a ledger row for the
 * leaderboards), and the guest's cookie is cleared.
 */
export async function claimGuestStand(tx: Executor, userId: string, cookie: GameGuestCookie | undefined, now: Date): Promise<GuestClaim> {
  if (!cookie?.token) return { carried: false };
  const profile = await lockProfile(tx, userId);
  const accountHasProgress = profile.gameVersion > 0 || profile.totalCoins > 0 || profile.customersServed > 0;
  if (accountHasProgress) return { carried: false };
  const [guest] = await tx
    .update(gameGuests)
    .set({ claimedBy: userId, claimedAt: now })
    .where(
      and(
        eq(gameGuests.tokenHash, hashToken(cookie.token)),
        isNull(gameGuests.claimedAt),
        gte(gameGuests.lastPlayedAt, new Date(now.getTime() - GUEST_IDLE_LIFETIME_MS)),
      ),
    )
    .returning();
  if (!guest) return { carried: false };
  cookie.clear();
  if (guest.gameSnapshot === null) return { carried: false };
  const credit = await creditEarnings(
    tx,
    userId,
    {
      coins: guest.totalCoins,
      score: guest.totalScore,
      customersServed: guest.customersServed,
      happyCustomers: guest.happyCustomers,
      satisfaction: guest.satisfactionTotal,
    },
    {
      ledgerId: `guest:${guest.id}`,
      durationSeconds: 0,
      now,
      expectedVersion: profile.gameVersion,
      profileFields: { gameSnapshot: normaliseSnapshot(guest.gameSnapshot), gameVersion: profile.gameVersion + 1 },
    },
  );
  if (!credit) throw new Error('The locked profile moved while carrying a guest stand');
  // The guest's sessions can save no more.
  await tx.delete(gameGuestPlaySessions).where(eq(gameGuestPlaySessions.guestId, guest.id));
  return { carried: true, totals: credit.totals };
}
