import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { STEP_MS } from '../../game/engine/constants';
import {
  earnedBetween,
  normaliseSnapshot,
  replayFrom,
  STAND_MOVED_MESSAGE,
  snapshotOf,
  startStateFromSnapshot,
  stateFingerprint,
  type GameSnapshot,
} from '../../game/engine/replay';
import type { GameState } from '../../game/engine/state';
import type { Executor } from '../db/client';
import { achievements, gamePlaySessions, gameSessions, profiles, userAchievements, users } from '../db/schema';
import { ensureProfile } from '../auth/users';
import { BATCH_STEPS_MAX, type SubmitBatchInput } from '@shared/schemas/game';
import { DomainError } from './domain-error';
import { claimPageViews } from './page-views';

/** Server rule: one business level per 1000 coins earned. */
export const COINS_PER_LEVEL = 1000;

/**
 * The one answer to any batch that does not replay: it names no rule and no limit, so it teaches a script nothing,
 * and it tells the player what happens next.
 */
export const UNVERIFIED_PLAY_MESSAGE = "This play couldn't be verified, so it wasn't saved. Your game is back to your last saved progress.";

/**
 * Steps a batch may claim: never more than the wall-clock time since the session began, plus this much for the
 * browser's clock starting a moment before the server's answer arrived and for frame timing.
 */
export const STEP_CLOCK_SLACK_MS = 2000;

/** Sessions older than a day are gone: the game starts a new one on every visit. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type EarnedAchievement = { id: string; icon: string; name: string; description: string };

export type ProfileTotals = {
  totalCoins: number;
  totalScore: number;
  customersServed: number;
  happyCustomers: number;
  businessLevel: number;
  businessReputation: number;
};

export type PlaySessionStart = { sessionId: string; seed: number; snapshot: GameSnapshot };

export type BatchResult = {
  /** True when this batch number had been applied before: nothing changed now. */
  duplicate: boolean;
  credited: { coins: number; score: number; customersServed: number };
  totals: ProfileTotals;
  snapshot: GameSnapshot;
  newAchievements: EarnedAchievement[];
};

const achievementFields = { id: achievements.id, icon: achievements.icon, name: achievements.name, description: achievements.description };

export function unverified(): DomainError {
  return new DomainError('conflict', UNVERIFIED_PLAY_MESSAGE);
}

/** Locks the member's profile row for the rest of the transaction, making it first if an account has none yet. */
export async function lockProfile(tx: Executor, userId: string) {
  const [locked] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (locked) return locked;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('unauthenticated', 'Please sign in to continue.');
  await ensureProfile(tx, { id: userId, email: user.email });
  const [created] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!created) throw new Error('Profile could not be created');
  return created;
}

function totalsOf(profile: typeof profiles.$inferSelect): ProfileTotals {
  return {
    totalCoins: profile.totalCoins,
    totalScore: profile.totalScore,
    customersServed: profile.customersServed,
    happyCustomers: profile.happyCustomers,
    businessLevel: profile.businessLevel,
    businessReputation: profile.businessReputation,
  };
}

/**
 * Starts a play session: the member's stand as last saved, and a seed only the server chose. Sessions over a day old
 * are cleared away.
 */
export async function startPlaySession(db: Executor, userId: string, now: Date, seed = randomInt(1, 2 ** 31)): Promise<PlaySessionStart> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const snapshot = normaliseSnapshot(profile.gameSnapshot);
    // A session another tab overtook stays until it is a day old, so its next batch is told the stand moved on
    // (calmly) instead of meeting an unknown session.
    await tx
      .delete(gamePlaySessions)
      .where(and(eq(gamePlaySessions.userId, userId), lt(gamePlaySessions.startedAt, new Date(now.getTime() - SESSION_LIFETIME_MS))));
    const [session] = await tx
      .insert(gamePlaySessions)
      .values({ userId, seed, baseVersion: profile.gameVersion, engineState: startStateFromSnapshot(snapshot, seed), startedAt: now })
      .returning({ id: gamePlaySessions.id });
    if (!session) throw new Error('Play session insert returned no row');
    return { sessionId: session.id, seed, snapshot };
  });
}

/**
 * Applies one batch of a member's play in one transaction. The profile row is locked first, so a member's batches
 * run one after another; a batch is replayed with the engine from the session's stored state, and only if the replay
 * reaches the state the browser reports, within the wall-clock time, is anything stored: the new engine state, the
 * snapshot (with a new version, which retires every other session of the member), the totals grown by exactly what
 * the replay earned, a ledger row for the leaderboards, and the achievements the new totals meet.
 */
export async function submitPlayBatch(db: Executor, userId: string, input: SubmitBatchInput, now: Date): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    // The session and its member's profile in one round trip, both rows locked for the transaction (locking both
    // makes a batch that waited for another of the same member read the rows as that one left them).
    const [found] = await tx
      .select({ session: gamePlaySessions, profile: profiles })
      .from(gamePlaySessions)
      .innerJoin(profiles, eq(profiles.userId, gamePlaySessions.userId))
      .where(and(eq(gamePlaySessions.id, input.sessionId), eq(gamePlaySessions.userId, userId)))
      .for('update');
    if (!found) throw unverified();
    const { session, profile } = found;

    if (input.batch <= session.lastBatch) {
      return {
        duplicate: true,
        credited: { coins: 0, score: 0, customersServed: 0 },
        totals: totalsOf(profile),
        snapshot: normaliseSnapshot(profile.gameSnapshot),
        newAchievements: [],
      };
    }
    if (input.batch !== session.lastBatch + 1) throw unverified();
    // Another session of this player (another tab) saved since this one began: this one starts again from there.
    if (session.baseVersion !== profile.gameVersion) throw new DomainError('conflict', STAND_MOVED_MESSAGE);

    const { before, after } = replayBatch(session, input, now);
    // An exploration bonus pays only against a page view the server recorded for this member and has not paid yet.
    const viewIds = input.commands.flatMap(({ command }) => (command.type === 'explorationBonus' ? [command.page] : []));
    if (!(await claimPageViews(tx, userId, viewIds, now))) throw unverified();
    const earned = earnedBetween(before, after);
    const snapshot = snapshotOf(after);
    const version = profile.gameVersion + 1;

    // The session's new state goes to the database together with the credit (postgres.js pipelines a transaction's
    // concurrent statements); a refused credit rolls both back.
    const [credit] = await Promise.all([
      creditEarnings(tx, userId, earned, {
        ledgerId: `${session.id}:${input.batch}`,
        durationSeconds: Math.round(((after.step - before.step) * STEP_MS) / 1000),
        now,
        expectedVersion: profile.gameVersion,
        profileFields: { gameSnapshot: snapshot, gameVersion: version },
      }),
      tx.update(gamePlaySessions).set({ engineState: after, lastBatch: input.batch, baseVersion: version }).where(eq(gamePlaySessions.id, session.id)),
    ]);
    if (!credit) throw new DomainError('conflict', STAND_MOVED_MESSAGE);
    return {
      duplicate: false,
      credited: { coins: earned.coins, score: earned.score, customersServed: earned.customersServed },
      totals: credit.totals,
      snapshot,
      newAchievements: credit.newAchievements,
    };
  });
}

/**
 * Replays one batch from a session's stored state (a member's or a guest's): the steps may not run ahead of the
 * wall-clock time since the session began, and the replay must reach the fingerprint the browser reports. Anything
 * else throws the one refusal.
 */
export function replayBatch(
  session: { engineState: unknown; startedAt: Date },
  input: Pick<SubmitBatchInput, 'toStep' | 'commands' | 'fingerprint'>,
  now: Date,
): { before: GameState; after: GameState } {
  const elapsedMs = now.getTime() - session.startedAt.getTime();
  if (input.toStep * STEP_MS > elapsedMs + STEP_CLOCK_SLACK_MS) throw unverified();
  const before = session.engineState as GameState;
  // The replay's cost grows with the steps a batch covers; the game sends one every 30 s, so a batch spanning more
  // than an hour is not the game's and is refused before any replaying.
  if (input.toStep - before.step > BATCH_STEPS_MAX) throw unverified();
  const replayed = replayFrom(before, input.commands, input.toStep);
  if (!replayed.ok || stateFingerprint(replayed.state) !== input.fingerprint) throw unverified();
  return { before, after: replayed.state };
}

export type Earnings = { coins: number; score: number; customersServed: number; happyCustomers: number; satisfaction: number };

const totalsColumns = {
  totalCoins: profiles.totalCoins,
  totalScore: profiles.totalScore,
  customersServed: profiles.customersServed,
  happyCustomers: profiles.happyCustomers,
  businessLevel: profiles.businessLevel,
  businessReputation: profiles.businessReputation,
};

/**
 * Adds verified earnings to a member's totals (atomically, `total = total + earned`), with the profile fields a batch
 * stores beside them, only while the profile is still at `expectedVersion` (when given). Reputation grows by the
 * customers served and the level follows the coin total. A ledger row (for the leaderboards and the
 * dashboard) is written when anything was earned, and every achievement the new totals meet is awarded.
 * Returns null when the version moved on. The ledger row and the achievements, which need the new totals, go to the
 * database together once the update has answered.
 */
export async function creditEarnings(
  tx: Executor,
  userId: string,
  earned: Earnings,
  options: {
    ledgerId: string;
    durationSeconds: number;
    now: Date;
    expectedVersion?: number;
    profileFields?: Partial<Pick<typeof profiles.$inferInsert, 'gameSnapshot' | 'gameVersion'>>;
  },
): Promise<{ totals: ProfileTotals; newAchievements: EarnedAchievement[] } | null> {
  const { now } = options;
  const [updated] = await tx
    .update(profiles)
    .set({
      totalCoins: sql`${profiles.totalCoins} + ${earned.coins}`,
      totalScore: sql`${profiles.totalScore} + ${earned.score}`,
      customersServed: sql`${profiles.customersServed} + ${earned.customersServed}`,
      happyCustomers: sql`${profiles.happyCustomers} + ${earned.happyCustomers}`,
      businessReputation: sql`${profiles.businessReputation} + ${earned.customersServed}`,
      businessLevel: sql`floor((${profiles.totalCoins} + ${earned.coins})::numeric / ${COINS_PER_LEVEL})::int + 1`,
      satisfactionTotal: sql`${profiles.satisfactionTotal} + ${earned.satisfaction}`,
      lastSyncedAt: now,
      ...options.profileFields,
    })
    .where(
      options.expectedVersion === undefined ? eq(profiles.userId, userId) : and(eq(profiles.userId, userId), eq(profiles.gameVersion, options.expectedVersion)),
    )
    .returning(totalsColumns);
  const ledger = async () => {
    if (earned.coins === 0 && earned.score === 0 && earned.customersServed === 0) return;
    await tx.insert(gameSessions).values({
      userId,
      deltaId: options.ledgerId,
      sessionCoins: earned.coins,
      sessionScore: earned.score,
      sessionCustomers: earned.customersServed,
      sessionDuration: options.durationSeconds,
      createdAt: now,
    });
  };
  if (!updated) return null;
  const [, newAchievements] = await Promise.all([ledger(), awardAchievements(tx, userId, updated, now)]);
  return { totals: updated, newAchievements };
}

/** Awards every achievement the totals meet that the member does not hold yet; returns the new ones, easiest first. */
export async function awardAchievements(
  tx: Executor,
  userId: string,
  totals: { totalCoins: number; totalScore: number; customersServed: number; happyCustomers: number },
  now: Date,
): Promise<EarnedAchievement[]> {
  // One statement in the common case: the met achievements go in, those already held are skipped.
  const inserted = await tx
    .insert(userAchievements)
    .select(
      tx
        .select({
          userId: sql`${userId}::uuid`.as('user_id'),
          achievementId: achievements.id,
          earnedAt: sql`${now.toISOString()}::timestamptz`.as('earned_at'),
        })
        .from(achievements)
        .where(
          or(
            and(eq(achievements.requirementType, 'coins'), lte(achievements.requirementValue, totals.totalCoins)),
            and(eq(achievements.requirementType, 'score'), lte(achievements.requirementValue, totals.totalScore)),
            and(eq(achievements.requirementType, 'customers'), lte(achievements.requirementValue, totals.customersServed)),
            and(eq(achievements.requirementType, 'happy'), lte(achievements.requirementValue, totals.happyCustomers)),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  if (inserted.length === 0) return [];
  const ids = inserted.map((row) => row.achievementId);
  return tx.select(achievementFields).from(achievements).where(inArray(achievements.id, ids)).orderBy(asc(achievements.requirementValue), asc(achievements.id));
}
