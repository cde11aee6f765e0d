import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, standEvents, standPointAwards, standRatings } from '../db/schema';
import { orderIsCollected, sumCollectedGoodsCents } from './orders/collected';
import { CREATIVITY_AWARD_MAX } from '@shared/schemas/admin-fundraiser';

// The leaderboard's one formula. Every place that shows points (leaderboard, stand page, the parent's page, the back
// office) reads them from here, and the public page states the formula with these same numbers.

/** Sales: points for every whole dollar of the stand's sales (the collected money of the orders that support it). */
const POINTS_PER_SALES_DOLLAR = 10;
/** Satisfaction: points for every star a supporter gives (a 5-star rating earns 100). */
const POINTS_PER_RATING_STAR = 20;
/** Creativity: staff award from 1 to CREATIVITY_AWARD_MAX points at once for a story, a photo or a video. */

type StandResults = {
  /**
   * The collected money of the orders that support the stand (orders/collected.ts), plus the sales recorded at sample
   * stand days (cash taken at the stand on a day already held, so collected too).
   */
  salesCents: number;
  /** The part of salesCents recorded at seeded sample stand days. */
  sampleSalesCents: number;
  ratingStars: number;
  ratingCount: number;
  creativityPoints: number;
  /** Stand days held so far (on or before today in Atlanta). */
  eventsHeld: number;
};

type StandScore = {
  salesPoints: number;
  satisfactionPoints: number;
  creativityPoints: number;
  totalPoints: number;
  events: number;
  /**
   * Total points per stand day held, rounded down. A stand that has not held a day yet counts as one, so points
   * earned before its first day (orders from its page) still rank it.
   */
  avgPoints: number;
};

export function scoreStand(results: StandResults): StandScore {
  const salesPoints = Math.floor(results.salesCents / 100) * POINTS_PER_SALES_DOLLAR;
  const satisfactionPoints = results.ratingStars * POINTS_PER_RATING_STAR;
  const totalPoints = salesPoints + satisfactionPoints + results.creativityPoints;
  return {
    salesPoints,
    satisfactionPoints,
    creativityPoints: results.creativityPoints,
    totalPoints,
    events: results.eventsHeld,
    avgPoints: Math.floor(totalPoints / Math.max(results.eventsHeld, 1)),
  };
}

/** The numbers of the formula, for the page that explains it. */
export const POINTS_FORMULA = {
  perSalesDollar: POINTS_PER_SALES_DOLLAR,
  perRatingStar: POINTS_PER_RATING_STAR,
  creativityAwardMax: CREATIVITY_AWARD_MAX,
} as const;

const EMPTY_RESULTS: StandResults = { salesCents: 0, sampleSalesCents: 0, ratingStars: 0, ratingCount: 0, creativityPoints: 0, eventsHeld: 0 };

/** The money a stand shows as raised, everywhere it is shown: its collected orders' goods plus a sample stand's recorded sales. */
export function standRaisedCents(raised: ReadonlyMap<string, { raisedCents: number }>, score: { sampleSalesCents: number }, standId: string): number {
  return (raised.get(standId)?.raisedCents ?? 0) + score.sampleSalesCents;
}

/**
 * What each stand has raised: the collected money of the orders that support it (orders/collected.ts); an order
 * that is only placed, or was cancelled, raises nothing. Stands without collected orders are absent from the map.
 */
export async function raisedByStand(db: Executor, standIds: string[]): Promise<Map<string, { raisedCents: number; orderCount: number }>> {
  if (standIds.length === 0) return new Map();
  const rows = await db
    .select({
      standId: orders.standId,
      raisedCents: sumCollectedGoodsCents,
      orderCount: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(inArray(orders.standId, standIds), orderIsCollected))
    .groupBy(orders.standId);
  return new Map(rows.map((row) => [row.standId!, { raisedCents: row.raisedCents, orderCount: row.orderCount }]));
}

/** Each stand's results as of `today` (a 'yyyy-MM-dd' day in Atlanta): five grouped reads, whatever the number of stands. */
async function standResults(db: Executor, standIds: string[], today: string): Promise<Map<string, StandResults>> {
  const results = new Map<string, StandResults>(standIds.map((id) => [id, { ...EMPTY_RESULTS }]));
  if (standIds.length === 0) return results;
  const [sales, sampleSales, ratings, awards, held] = await Promise.all([
    raisedByStand(db, standIds),
    db
      .select({ standId: standEvents.standId, cents: sql<number>`coalesce(sum(${standEvents.sampleSalesCents}), 0)::int` })
      .from(standEvents)
      .where(inArray(standEvents.standId, standIds))
      .groupBy(standEvents.standId),
    db
      .select({ standId: standRatings.standId, stars: sql<number>`coalesce(sum(${standRatings.stars}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(standRatings)
      .where(inArray(standRatings.standId, standIds))
      .groupBy(standRatings.standId),
    db
      .select({ standId: standPointAwards.standId, points: sql<number>`coalesce(sum(${standPointAwards.points}), 0)::int` })
      .from(standPointAwards)
      .where(inArray(standPointAwards.standId, standIds))
      .groupBy(standPointAwards.standId),
    db
      .select({ standId: standEvents.standId, n: sql<number>`count(*)::int` })
      .from(standEvents)
      .where(and(inArray(standEvents.standId, standIds), lte(standEvents.eventDate, today)))
      .groupBy(standEvents.standId),
  ]);
  const of = (id: string | null) => (id ? results.get(id) : undefined);
  for (const [standId, raised] of sales) of(standId)!.salesCents += raised.raisedCents;
  for (const row of sampleSales) {
    of(row.standId)!.salesCents += row.cents;
    of(row.standId)!.sampleSalesCents = row.cents;
  }
  for (const row of ratings) Object.assign(of(row.standId)!, { ratingStars: row.stars, ratingCount: row.n });
  for (const row of awards) of(row.standId)!.creativityPoints = row.points;
  for (const row of held) of(row.standId)!.eventsHeld = row.n;
  return results;
}

/** Each stand's score as of `today`. */
export async function standScores(
  db: Executor,
  standIds: string[],
  today: string,
): Promise<Map<string, StandScore & { ratingCount: number; sampleSalesCents: number }>> {
  const results = await standResults(db, standIds, today);
  return new Map([...results].map(([id, r]) => [id, { ...scoreStand(r), ratingCount: r.ratingCount, sampleSalesCents: r.sampleSalesCents }]));
}
