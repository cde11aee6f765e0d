import { createHash } from 'node:crypto';
import { businessLevelFor } from '@shared/business-level';
import { and, desc, gt, sql } from 'drizzle-orm';
import { LOCATIONS, LOCATION_IDS, MIN_SERVE_CYCLE_MS, SATISFACTION_RANGE } from '../../game/engine/constants';
import type { Executor } from '../db/client';
import { gameSessions, profiles } from '../db/schema';
import { BUSINESS_TIME_ZONE } from '@shared/business-date';

// The game's three server leaderboards, from members' saved progress. Rows carry the display name a member chose and
// never an email. The row shapes are the ones the game panel's leaderboard dialog draws (game/ui/leaderboard-source.ts).

/**
 * A member who has not chosen a display name appears as "Player 1234": the default name is the email's local part,
 * and members are families with children, so it never goes on a public board. The number comes from the member's id,
 * so the same player keeps the same label on every board and every day.
 */
export function anonymousPlayerName(userId: string): string {
  const digits = createHash('sha256').update(userId).digest().readUInt32BE(0) % 10_000;
  return `Player ${String(digits).padStart(4, '0')}`;
}

/** The name a public board shows for a profile row. */
const boardName = { userId: profiles.userId, displayName: profiles.displayName, chosen: profiles.displayNameChosen };
function nameOnBoard(row: { userId: string; displayName: string; chosen: boolean }): string {
  return row.chosen ? row.displayName : anonymousPlayerName(row.userId);
}

export const LEADERBOARD_SIZE = 10;
/** The business day of an Atlanta shop: "today" starts at midnight Eastern time. */
export const LEADERBOARD_TIME_ZONE = BUSINESS_TIME_ZONE;

export type EmpireBuilderRow = { name: string; businessLevel: number; totalRevenue: number; locations: number; rating: number };
export type DailyStarRow = { name: string; dailyEarnings: number; customersToday: number; efficiency: number };
export type CustomerLoveRow = { name: string; avgSatisfaction: number; totalReviews: number; repeatCustomers: number };
export type Leaderboards = { empireBuilders: EmpireBuilderRow[]; dailyStars: DailyStarRow[]; customerLove: CustomerLoveRow[] };

const MAX_SATISFACTION = SATISFACTION_RANGE[1];

/** Average satisfaction (0 to 10 per customer in the game) as 0 to 5 stars with one decimal. */
export function starsFor(satisfactionTotal: number, customers: number): number {
  if (customers <= 0) return 0;
  return Math.round((satisfactionTotal / customers / MAX_SATISFACTION) * 5 * 10) / 10;
}

/** The game locations a stand's reputation rank opens (the engine's unlock ranks). */
export function locationsFor(reputationRank: number): number {
  return LOCATION_IDS.filter((id) => LOCATIONS[id].unlockLevel <= reputationRank).length;
}

/**
 * Efficiency in percent: customers served against the most the fastest possible serve cycle allows in the play time
 * saved with them. 0 when no play time was recorded.
 */
export function efficiencyFor(customers: number, playSeconds: number): number {
  if (playSeconds <= 0) return 0;
  const possible = (playSeconds * 1000) / MIN_SERVE_CYCLE_MS;
  return Math.min(100, Math.round((customers / possible) * 100));
}

export async function loadLeaderboards(db: Executor, now: Date): Promise<Leaderboards> {
  const midnight = sql`(date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${LEADERBOARD_TIME_ZONE}) AT TIME ZONE ${LEADERBOARD_TIME_ZONE})`;

  const empire = await db
    .select({
      ...boardName,
      totalCoins: profiles.totalCoins,
      // The stand's reputation rank as its last saved stand has it: the pitches it opened.
      reputationRank: sql<number>`coalesce((${profiles.gameSnapshot}->>'businessLevel')::int, 1)`,
      customersServed: profiles.customersServed,
      satisfactionTotal: profiles.satisfactionTotal,
    })
    .from(profiles)
    .where(gt(profiles.totalCoins, 0))
    // The business level follows the coin total, so the most coins rank first.
    .orderBy(desc(profiles.totalCoins), desc(profiles.customersServed), profiles.userId)
    .limit(LEADERBOARD_SIZE);

  const todayCoins = sql<number>`sum(${gameSessions.sessionCoins})::int`;
  const todayCustomers = sql<number>`sum(${gameSessions.sessionCustomers})::int`;
  const today = await db
    .select({ ...boardName, coins: todayCoins, customers: todayCustomers, seconds: sql<number>`sum(${gameSessions.sessionDuration})::int` })
    .from(gameSessions)
    .innerJoin(profiles, sql`${profiles.userId} = ${gameSessions.userId}`)
    .where(sql`${gameSessions.createdAt} >= ${midnight}`)
    .groupBy(profiles.userId, profiles.displayName, profiles.displayNameChosen)
    .orderBy(desc(todayCoins), desc(todayCustomers), profiles.userId)
    .limit(LEADERBOARD_SIZE);

  // "Repeat customers": customers served on the days a member came back after their first day of play.
  // Written out with aliases: inside a subquery drizzle's unqualified column names would bind to the wrong table.
  const firstDay = sql`(SELECT min((f.created_at AT TIME ZONE ${LEADERBOARD_TIME_ZONE})::date) FROM game_sessions f WHERE f.user_id = profiles.user_id)`;
  const repeat = sql<number>`coalesce((SELECT sum(g.session_customers) FROM game_sessions g WHERE g.user_id = profiles.user_id AND (g.created_at AT TIME ZONE ${LEADERBOARD_TIME_ZONE})::date > ${firstDay}), 0)::int`;
  const average = sql`${profiles.satisfactionTotal}::numeric / ${profiles.customersServed}`;
  const love = await db
    .select({ ...boardName, satisfactionTotal: profiles.satisfactionTotal, customersServed: profiles.customersServed, repeatCustomers: repeat })
    .from(profiles)
    .where(and(gt(profiles.customersServed, 0), gt(profiles.satisfactionTotal, 0)))
    .orderBy(desc(average), desc(profiles.customersServed), profiles.userId)
    .limit(LEADERBOARD_SIZE);

  return {
    empireBuilders: empire.map((row) => ({
      name: nameOnBoard(row),
      businessLevel: businessLevelFor(row.totalCoins),
      totalRevenue: row.totalCoins,
      locations: locationsFor(row.reputationRank),
      rating: starsFor(row.satisfactionTotal, row.customersServed),
    })),
    dailyStars: today.map((row) => ({
      name: nameOnBoard(row),
      dailyEarnings: row.coins,
      customersToday: row.customers,
      efficiency: efficiencyFor(row.customers, row.seconds),
    })),
    customerLove: love.map((row) => ({
      name: nameOnBoard(row),
      avgSatisfaction: starsFor(row.satisfactionTotal, row.customersServed),
      totalReviews: row.customersServed,
      repeatCustomers: row.repeatCustomers,
    })),
  };
}
