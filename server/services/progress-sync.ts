import { randomInt } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
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
import { rowsOf } from '../db/rows-of';
import { parsedJson } from '../db/parsed-json';
import { gamePlaySessions, profiles, users } from '../db/schema';
import { COINS_PER_LEVEL } from '@shared/business-level';
import { ensureProfile } from '../auth/users';
import { BATCH_STEPS_MAX, type SubmitBatchInput } from '@shared/schemas/game';
import { DomainError } from './domain-error';
import { claimPageViews } from './page-views';

/**
 * The business level in SQL, for the statement that grows the coin total: businessLevelFor (the rule's one home)
 * applied to `totalCoins`, so the stored level and the one every screen computes are the same number.
 */
export function businessLevelSql(totalCoins: SQL): SQL {
  return sql`floor(greatest(${totalCoins}, 0)::numeric / ${COINS_PER_LEVEL}::int)::int + 1`;
}

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

/** verifiedCoins: the coins the player's verified play has earned so far, from which the game shows the business level. */
export type PlaySessionStart = { sessionId: string; seed: number; snapshot: GameSnapshot; verifiedCoins: number };

export type BatchResult = {
  /** True when this batch number had been applied before: nothing changed now. */
  duplicate: boolean;
  credited: { coins: number; score: number; customersServed: number };
  totals: ProfileTotals;
  snapshot: GameSnapshot;
  newAchievements: EarnedAchievement[];
};

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
    return { sessionId: session.id, seed, snapshot, verifiedCoins: profile.totalCoins };
  });
}

/**
 * Applies one batch of a member's play. The session and the profile are read (no lock is held while the engine
 * replays); the batch is replayed from the session's stored state, and only if the replay reaches the state the
 * browser reports, within the wall-clock time, is anything stored, in one statement (creditEarnings): the totals grown
 * by exactly what the replay earned, the snapshot with a new version (which retires every other session of the
 * member), the session's new state, a ledger row for the leaderboards, and the achievements the new totals meet. That
 * statement applies only while the profile is still at the version read, and every stored batch bumps the version, so
 * a batch is applied once: a retry or another tab that got there first finds the version moved and stores nothing. A
 * batch that claims exploration bonuses also claims their page views, in one transaction with the credit.
 */
export async function submitPlayBatch(db: Executor, userId: string, input: SubmitBatchInput, now: Date): Promise<BatchResult> {
  const found = await readSessionAndProfile(db, userId, input.sessionId);
  if (!found) throw unverified();
  const { session, profile } = found;
  if (input.batch <= session.lastBatch) return duplicateAnswer(profile);
  if (input.batch !== session.lastBatch + 1) throw unverified();
  // Another session of this player (another tab) saved since this one began: this one starts again from there.
  if (session.baseVersion !== profile.gameVersion) throw new DomainError('conflict', STAND_MOVED_MESSAGE);

  const { before, after } = replayBatch(session, input, now);
  const earned = earnedBetween(before, after);
  const snapshot = snapshotOf(after);
  const version = profile.gameVersion + 1;
  const store = (executor: Executor) =>
    creditEarnings(executor, userId, earned, {
      ledgerId: `${session.id}:${input.batch}`,
      durationSeconds: Math.round(((after.step - before.step) * STEP_MS) / 1000),
      now,
      expectedVersion: profile.gameVersion,
      profileFields: { gameSnapshot: snapshot, gameVersion: version },
      session: { id: session.id, batch: input.batch, engineState: after },
    });
  // An exploration bonus pays only against a page view the server recorded for this member and has not paid yet.
  const viewIds = input.commands.flatMap(({ command }) => (command.type === 'explorationBonus' ? [command.page] : []));
  const credit =
    viewIds.length === 0
      ? await store(db)
      : await db.transaction(async (tx) => {
          if (!(await claimPageViews(tx, userId, viewIds, now))) throw unverified();
          // A credit that did not apply gives the claimed page views back.
          return (await store(tx)) ?? Promise.reject(new DomainError('conflict', STAND_MOVED_MESSAGE));
        });
  if (!credit) {
    // The version moved since the read: this very batch applied by a retry that got there first, or another tab.
    const now_ = await readSessionAndProfile(db, userId, input.sessionId);
    if (now_ && input.batch <= now_.session.lastBatch) return duplicateAnswer(now_.profile);
    throw new DomainError('conflict', STAND_MOVED_MESSAGE);
  }
  return {
    duplicate: false,
    credited: { coins: earned.coins, score: earned.score, customersServed: earned.customersServed },
    totals: credit.totals,
    snapshot,
    newAchievements: credit.newAchievements,
  };
}

/** The session (the member's own) and the member's profile, in one round trip. */
async function readSessionAndProfile(db: Executor, userId: string, sessionId: string) {
  const [found] = await db
    .select({ session: gamePlaySessions, profile: profiles })
    .from(gamePlaySessions)
    .innerJoin(profiles, eq(profiles.userId, gamePlaySessions.userId))
    .where(and(eq(gamePlaySessions.id, sessionId), eq(gamePlaySessions.userId, userId)));
  return found;
}

/** A batch number applied before: nothing changes, and the answer is the member's stand as it is. */
function duplicateAnswer(profile: typeof profiles.$inferSelect): BatchResult {
  return {
    duplicate: true,
    credited: { coins: 0, score: 0, customersServed: 0 },
    totals: totalsOf(profile),
    snapshot: normaliseSnapshot(profile.gameSnapshot),
    newAchievements: [],
  };
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

/**
 * Adds verified earnings to a member's totals (atomically, `total = total + earned`), with the profile fields a batch
 * stores beside them, only while the profile is still at `expectedVersion` (when given). Reputation grows by the
 * customers served and the level follows the coin total (businessLevelSql). A ledger row (for the leaderboards and the
 * dashboard) is written when anything was earned, every achievement the new totals meet is awarded, and a batch's
 * session takes its new state and batch number. All of it is one statement, so it is atomic without a transaction of
 * its own and costs one round trip. Returns null when the version moved on (nothing was written).
 */
export async function creditEarnings(
  executor: Executor,
  userId: string,
  earned: Earnings,
  options: {
    ledgerId: string;
    durationSeconds: number;
    now: Date;
    expectedVersion?: number;
    profileFields?: { gameSnapshot: GameSnapshot; gameVersion: number };
    /** The batch's play session: its state after the replay and the batch number now applied. */
    session?: { id: string; batch: number; engineState: GameState };
  },
): Promise<{ totals: ProfileTotals; newAchievements: EarnedAchievement[] } | null> {
  const { now, profileFields, session } = options;
  const anythingEarned = earned.coins !== 0 || earned.score !== 0 || earned.customersServed !== 0;
  const result = await executor.execute(sql`
    with credited as (
      update profiles set
        total_coins = total_coins + ${earned.coins}::int,
        total_score = total_score + ${earned.score}::int,
        customers_served = customers_served + ${earned.customersServed}::int,
        happy_customers = happy_customers + ${earned.happyCustomers}::int,
        business_reputation = business_reputation + ${earned.customersServed}::int,
        business_level = ${businessLevelSql(sql`total_coins + ${earned.coins}::int`)},
        satisfaction_total = satisfaction_total + ${earned.satisfaction}::int,
        last_synced_at = ${now.toISOString()}::timestamptz
        ${profileFields ? sql`, game_snapshot = ${JSON.stringify(profileFields.gameSnapshot)}::jsonb, game_version = ${profileFields.gameVersion}::int` : sql``}
      where user_id = ${userId}::uuid
        ${options.expectedVersion === undefined ? sql`` : sql`and game_version = ${options.expectedVersion}::int`}
      returning total_coins, total_score, customers_served, happy_customers, business_level, business_reputation, game_version
    ),
    applied as (
      update game_play_sessions set
        engine_state = ${session ? JSON.stringify(session.engineState) : null}::jsonb,
        last_batch = ${session?.batch ?? 0}::int,
        base_version = credited.game_version
      from credited
      where game_play_sessions.id = ${session?.id ?? null}::uuid
    ),
    ledger as (
      insert into game_sessions (user_id, delta_id, session_coins, session_score, session_customers, session_duration, created_at)
      select ${userId}::uuid, ${options.ledgerId}, ${earned.coins}::int, ${earned.score}::int, ${earned.customersServed}::int,
        ${options.durationSeconds}::int, ${now.toISOString()}::timestamptz
      from credited where ${anythingEarned}::boolean
    ),
    awarded as (
      insert into user_achievements (user_id, achievement_id, earned_at)
      select ${userId}::uuid, achievements.id, ${now.toISOString()}::timestamptz
      from achievements, credited
      where (achievements.requirement_type = 'coins' and achievements.requirement_value <= credited.total_coins)
        or (achievements.requirement_type = 'score' and achievements.requirement_value <= credited.total_score)
        or (achievements.requirement_type = 'customers' and achievements.requirement_value <= credited.customers_served)
        or (achievements.requirement_type = 'happy' and achievements.requirement_value <= credited.happy_customers)
      on conflict do nothing
      returning achievement_id
    )
    select
      total_coins as "totalCoins", total_score as "totalScore", customers_served as "customersServed",
      happy_customers as "happyCustomers", business_level as "businessLevel", business_reputation as "businessReputation",
      (select coalesce(json_agg(json_build_object('id', a.id, 'icon', a.icon, 'name', a.name, 'description', a.description)
         order by a.requirement_value, a.id), '[]'::json)
       from awarded join achievements a on a.id = awarded.achievement_id) as "newAchievements"
    from credited`);
  const [row] = rowsOf<ProfileTotals & { newAchievements: EarnedAchievement[] | string }>(result);
  if (!row) return null;
  const { newAchievements, ...totals } = row;
  return { totals, newAchievements: parsedJson<EarnedAchievement[]>(newAchievements) };
}
