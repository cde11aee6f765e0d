import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderLines, orders, users } from '../db/schema';
import { addDays, BUSINESS_TIME_ZONE, businessToday, daysEndingOn } from '@shared/business-date';
import { groupAccounts } from './fundraiser-payouts';
import { collectedCents, orderIsCollected } from './orders/collected';

// The dashboard's money: collected money only (orders/collected.ts), so an order placed and never paid or picked up
// sells nothing. An order counts on the day it was placed, in Atlanta, where the business is: the day a customer
// chose to buy, the same day the orders list shows.

export const SALES_DAYS = 30;
export const SALES_WEEKS = 12;
export const TOP_PRODUCTS = 5;

const tz = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** A timestamp's calendar day in Atlanta, as 'yyyy-MM-dd'. */
const localDay = sql<string>`to_char((${orders.createdAt} AT TIME ZONE ${tz})::date, 'YYYY-MM-DD')`;
/** The first moment of an Atlanta calendar day ('yyyy-MM-dd'). */
const startOf = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;

/** The Monday that starts the week (Monday to Sunday) holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function salesSummary(db: Executor, now: Date) {
  const today = businessToday(now);
  const days = daysEndingOn(today, SALES_DAYS);
  const firstWeek = addDays(weekStart(today), -7 * (SALES_WEEKS - 1));
  const weeks = Array.from({ length: SALES_WEEKS }, (_, i) => addDays(firstWeek, 7 * i));
  // One read covers both series: from whichever starts first to the end of today.
  const since = firstWeek < days[0]! ? firstWeek : days[0]!;
  const placedBetween = (from: string) => and(gte(orders.createdAt, startOf(from)), lt(orders.createdAt, startOf(addDays(today, 1))));

  const [dayRows, productRows, [members], fundraiserRows, accounts] = await Promise.all([
    db
      .select({ day: localDay, orders: count(), cents: sql<number>`coalesce(sum(${collectedCents}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(orderIsCollected, placedBetween(since)))
      .groupBy(sql`1`),
    db
      .select({
        name: orderLines.productName,
        quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
        cents: sql<number>`sum(${orderLines.lineTotalCents})`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(orderIsCollected, placedBetween(days[0]!)))
      .groupBy(orderLines.productName)
      .orderBy(desc(sql`3`), desc(sql`2`), orderLines.productName)
      .limit(TOP_PRODUCTS),
    db
      .select({ n: count() })
      .from(users)
      .where(and(gte(users.createdAt, startOf(days[0]!)), lt(users.createdAt, startOf(addDays(today, 1))))),
    db
      .select({ cents: sql<number>`coalesce(sum(${collectedCents}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(orderIsCollected, isNotNull(orders.standId), placedBetween(days[0]!))),
    groupAccounts(db),
  ]);

  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const daily = days.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, cents: byDay.get(day)?.cents ?? 0 }));
  const weekly = weeks.map((week) => ({ week, orders: 0, cents: 0 }));
  for (const row of dayRows) {
    const i = weeks.indexOf(weekStart(row.day));
    if (i >= 0) {
      weekly[i]!.orders += row.orders;
      weekly[i]!.cents += row.cents;
    }
  }
  const periodOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const periodCents = daily.reduce((sum, d) => sum + d.cents, 0);

  return {
    today,
    daily,
    weekly,
    period: {
      days: SALES_DAYS,
      orders: periodOrders,
      cents: periodCents,
      averageOrderCents: periodOrders > 0 ? Math.round(periodCents / periodOrders) : 0,
      newMembers: members?.n ?? 0,
      fundraiserSalesCents: fundraiserRows[0]?.cents ?? 0,
    },
    topProducts: productRows,
    fundraiser: {
      // All time: what the groups' shares come to, and what is still to pay them.
      salesCents: accounts.reduce((sum, group) => sum + group.salesCents, 0),
      owedCents: accounts.reduce((sum, group) => sum + group.owedCents, 0),
      groupsOwed: accounts.filter((group) => group.owedCents > 0).length,
    },
  };
}
