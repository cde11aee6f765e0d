import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { maxPlausibleDelta } from '../../game/engine/plausibility';
import type { Executor } from '../db/client';
import { achievements, gameSessions, profiles, userAchievements, users } from '../db/schema';
import { displayNameFromEmail } from '../auth/users';
import type { SyncDeltaInput } from '../schemas/game';

/** Server rule (document 2): one business level per 1000 coins. */
export const COINS_PER_LEVEL = 1000;

export function businessLevelFor(totalCoins: number): number {
  return Math.floor(totalCoins / COINS_PER_LEVEL) + 1;
}

/**
 * The longest stretch a single delta may cover. The game reports every 30 s while it is open, so a real delta covers
 * seconds to minutes; after a long break the allowance does not keep growing, or waiting a week would allow claiming
 * a week of non-stop play in one go. An hour still covers a long stretch of failed sends.
 */
export const SYNC_WINDOW_CAP_MS = 60 * 60 * 1000;

export type EarnedAchievement = { id: string; icon: string; name: string; description: string };

export type SyncResult = {
  /** True when this delta id had been applied before: nothing changed now. */
  duplicate: boolean;
  applied: { coins: number; score: number; customersServed: number };
  totals: { totalCoins: number; totalScore: number; customersServed: number; businessLevel: number; businessReputation: number };
  newAchievements: EarnedAchievement[];
};

const achievementFields = { id: achievements.id, icon: achievements.icon, name: achievements.name, description: achievements.description };

/** Locks the member's profile row for the rest of the transaction, making it first if an account has none yet. */
async function lockProfile(tx: Executor, userId: string) {
  const [locked] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (locked) return locked;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  await tx.insert(profiles).values({ userId, displayName: displayNameFromEmail(user.email) }).onConflictDoNothing();
  const [created] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!created) throw new Error('Profile could not be created');
  return created;
}

function totalsOf(profile: typeof profiles.$inferSelect): SyncResult['totals'] {
  return {
    totalCoins: profile.totalCoins,
    totalScore: profile.totalScore,
    customersServed: profile.customersServed,
    businessLevel: profile.businessLevel,
    businessReputation: profile.businessReputation,
  };
}

/**
 * Applies one progress delta in one transaction: totals grow atomically (`total = total + delta`), the game session is
 * recorded under the delta id, level and reputation follow, and every achievement the new totals meet is awarded.
 * The profile row is locked first, so deltas of one member are applied one after another (their sum is exact) and a
 * retried id always finds the first attempt's row.
 */
export async function applyProgressDelta(db: Executor, userId: string, delta: SyncDeltaInput, now: Date): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);

    const [previous] = await tx
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, userId), eq(gameSessions.deltaId, delta.deltaId)))
      .limit(1);
    if (previous) {
      const same =
        previous.sessionCoins === delta.coins && previous.sessionScore === delta.score && previous.sessionCustomers === delta.customersServed;
      if (!same) {
        throw new TRPCError({ code: 'CONFLICT', message: 'This progress update was already saved with different numbers, so it was not saved again.' });
      }
      const earned = await tx
        .select(achievementFields)
        .from(userAchievements)
        .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
        .where(and(eq(userAchievements.userId, userId), eq(userAchievements.earnedAt, previous.createdAt)))
        .orderBy(asc(achievements.requirementValue));
      return {
        duplicate: true,
        applied: { coins: previous.sessionCoins, score: previous.sessionScore, customersServed: previous.sessionCustomers },
        totals: totalsOf(profile),
        newAchievements: earned,
      };
    }

    // The bound is for the time since the last accepted delta (or since the profile was made), by the game's own rules.
    const since = profile.lastSyncedAt ?? profile.createdAt;
    const elapsedMs = Math.min(SYNC_WINDOW_CAP_MS, Math.max(0, now.getTime() - since.getTime()));
    const bound = maxPlausibleDelta(elapsedMs);
    if (delta.coins > bound.coins || delta.score > bound.score || delta.customersServed > bound.customersServed) {
      const seconds = Math.round(elapsedMs / 1000);
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message:
          `That is more progress than the game allows in ${seconds} s since your last save ` +
          `(at most ${bound.coins} coins, ${bound.score} points and ${bound.customersServed} customers), so it was not saved.`,
      });
    }

    const satisfaction = delta.satisfaction ?? 0;
    const [updated] = await tx
      .update(profiles)
      .set({
        totalCoins: sql`${profiles.totalCoins} + ${delta.coins}`,
        totalScore: sql`${profiles.totalScore} + ${delta.score}`,
        customersServed: sql`${profiles.customersServed} + ${delta.customersServed}`,
        // Reputation grows by the customers served (document 2); the level follows the new coin total.
        businessReputation: sql`${profiles.businessReputation} + ${delta.customersServed}`,
        businessLevel: sql`floor((${profiles.totalCoins} + ${delta.coins})::numeric / ${COINS_PER_LEVEL})::int + 1`,
        satisfactionTotal: sql`${profiles.satisfactionTotal} + ${satisfaction}`,
        lastSyncedAt: now,
      })
      .where(eq(profiles.userId, userId))
      .returning();
    if (!updated) throw new Error('Profile update returned no row');

    // The play time the delta covers: what the game measured, never more than what passed on the server's clock.
    const durationMs = Math.min(delta.elapsedMs ?? elapsedMs, elapsedMs);
    await tx.insert(gameSessions).values({
      userId,
      deltaId: delta.deltaId,
      sessionCoins: delta.coins,
      sessionScore: delta.score,
      sessionCustomers: delta.customersServed,
      sessionDuration: Math.round(durationMs / 1000),
      createdAt: now,
    });

    const newAchievements = await awardAchievements(tx, userId, updated, now);
    return { duplicate: false, applied: { coins: delta.coins, score: delta.score, customersServed: delta.customersServed }, totals: totalsOf(updated), newAchievements };
  });
}

/** Awards every achievement the totals meet that the member does not hold yet; returns the new ones, easiest first. */
export async function awardAchievements(
  tx: Executor,
  userId: string,
  totals: { totalCoins: number; totalScore: number; customersServed: number },
  now: Date,
): Promise<EarnedAchievement[]> {
  const met = await tx
    .select({ ...achievementFields, requirementValue: achievements.requirementValue })
    .from(achievements)
    .where(
      or(
        and(eq(achievements.requirementType, 'coins'), lte(achievements.requirementValue, totals.totalCoins)),
        and(eq(achievements.requirementType, 'score'), lte(achievements.requirementValue, totals.totalScore)),
        and(eq(achievements.requirementType, 'customers'), lte(achievements.requirementValue, totals.customersServed)),
      ),
    );
  if (met.length === 0) return [];
  const inserted = await tx
    .insert(userAchievements)
    .values(met.map((achievement) => ({ userId, achievementId: achievement.id, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  if (inserted.length === 0) return [];
  const ids = inserted.map((row) => row.achievementId);
  return tx.select(achievementFields).from(achievements).where(inArray(achievements.id, ids)).orderBy(asc(achievements.requirementValue), asc(achievements.id));
}
