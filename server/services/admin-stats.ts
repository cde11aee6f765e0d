import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  auditLog,
  contactMessages,
  courses,
  eventBookings,
  fundraiserRegistrations,
  gameSessions,
  kidNominations,
  lessons,
  newsletterSignups,
  orders,
  profiles,
  users,
} from '../db/schema';
import { BUSINESS_TIME_ZONE, daysEndingOn } from '@shared/business-date';
import { collectedCents, orderIsCollected } from './orders/collected';

// "Today" and the analytics' days are calendar days in Atlanta, where the business is, whatever the server's zone.
export const STATS_TIME_ZONE = BUSINESS_TIME_ZONE;
const tz = sql.raw(`'${STATS_TIME_ZONE}'`);

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** Midnight (in the business's zone) that starts the day `daysAgo` days before the one containing `now`. */
const dayStart = (now: Date, daysAgo: number) =>
  sql`((date_trunc('day', ${at(now)} AT TIME ZONE ${tz}) - make_interval(days => ${daysAgo})) AT TIME ZONE ${tz})`;
/** A timestamp's calendar day in the business's zone, as 'yyyy-MM-dd'. */
const localDay = (column: AnyPgColumn | SQL) => sql<string>`to_char((${column} AT TIME ZONE ${tz})::date, 'YYYY-MM-DD')`;

export const RECENT_SESSIONS = 5;
export const RECENT_AUDIT = 6;

export async function dashboardStats(db: Executor, now: Date) {
  const exact = (table: Parameters<typeof db.$count>[0], where?: SQL) => db.$count(table, where);
  const [profileCount, sessionCount, courseCount, lessonCount, ordersToday, unansweredMessages, recentSessions, recentAudit] = await Promise.all([
    exact(profiles),
    exact(gameSessions),
    exact(courses),
    exact(lessons),
    exact(orders, sql`${orders.createdAt} >= ${dayStart(now, 0)} AND ${orders.createdAt} < ${dayStart(now, -1)}`),
    exact(contactMessages, eq(contactMessages.status, 'new')),
    db
      .select({
        id: gameSessions.id,
        sessionScore: gameSessions.sessionScore,
        sessionCoins: gameSessions.sessionCoins,
        createdAt: gameSessions.createdAt,
        displayName: profiles.displayName,
      })
      .from(gameSessions)
      .leftJoin(profiles, eq(profiles.userId, gameSessions.userId))
      .orderBy(desc(gameSessions.createdAt), desc(gameSessions.id))
      .limit(RECENT_SESSIONS),
    db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(RECENT_AUDIT),
  ]);
  return {
    profiles: profileCount,
    gameSessions: sessionCount,
    courses: courseCount,
    lessons: lessonCount,
    ordersToday,
    unansweredMessages,
    recentSessions,
    recentAudit,
  };
}

/** Per-day series over the last `days` days (today included), every day present even when nothing happened. */
export async function analyticsSeries(db: Executor, now: Date, days: number) {
  const since = dayStart(now, days - 1);
  const countsByDay = (createdAt: AnyPgColumn, table: PgTable) =>
    db
      .select({ day: localDay(createdAt), n: count() })
      .from(table)
      .where(sql`${createdAt} >= ${since}`)
      .groupBy(sql`1`);

  const [[todayRow], orderRows, signupRows, sessionRows, submissionRows] = await Promise.all([
    db
      .execute<{ today: string }>(sql`SELECT to_char((${at(now)} AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS today`)
      .then((result) => rowsOf<{ today: string }>(result)),
    db
      .select({
        day: localDay(orders.createdAt),
        n: count(),
        // Revenue is collected money only: an order placed and never paid or picked up brought nothing in.
        revenue: sql<number>`coalesce(sum(${collectedCents}) filter (where ${orderIsCollected}), 0)`.mapWith(Number),
      })
      .from(orders)
      // Cancelled orders are neither orders nor revenue.
      .where(sql`${orders.createdAt} >= ${since} AND ${orders.status} <> 'cancelled'`)
      .groupBy(sql`1`),
    countsByDay(users.createdAt, users),
    countsByDay(gameSessions.createdAt, gameSessions),
    // Everything visitors send: messages, bookings, fundraiser registrations, nominations and newsletter sign-ups.
    db
      .execute<{ day: string; kind: string; n: number }>(
        sql`SELECT ${localDay(sql.raw('created_at'))} AS day, kind, count(*)::int AS n FROM (
              SELECT created_at, 'messages' AS kind FROM ${contactMessages}
              UNION ALL SELECT created_at, 'bookings' FROM ${eventBookings}
              UNION ALL SELECT created_at, 'registrations' FROM ${fundraiserRegistrations}
              UNION ALL SELECT created_at, 'nominations' FROM ${kidNominations}
              UNION ALL SELECT created_at, 'newsletter' FROM ${newsletterSignups}
            ) AS submissions WHERE created_at >= ${since} GROUP BY 1, 2`,
      )
      .then((result) => rowsOf<{ day: string; kind: string; n: number }>(result)),
  ]);

  const today = todayRow!.today;
  const dayList = daysEndingOn(today, days);
  const index = new Map(dayList.map((day, i) => [day, i]));
  const zeros = () => dayList.map(() => 0);
  const fill = (rows: { day: string; n: number | string }[], series: number[]) => {
    for (const row of rows) {
      const i = index.get(row.day);
      if (i !== undefined) series[i]! += Number(row.n);
    }
    return series;
  };

  const ordersSeries = zeros();
  const revenueSeries = zeros();
  for (const row of orderRows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    ordersSeries[i] = Number(row.n);
    revenueSeries[i] = row.revenue;
  }
  const submissionsByKind: Record<string, number> = { messages: 0, bookings: 0, registrations: 0, nominations: 0, newsletter: 0 };
  for (const row of submissionRows) submissionsByKind[row.kind] = (submissionsByKind[row.kind] ?? 0) + Number(row.n);

  return {
    days: dayList,
    orders: ordersSeries,
    revenueCents: revenueSeries,
    signups: fill(signupRows, zeros()),
    gameSessions: fill(sessionRows, zeros()),
    submissions: fill(submissionRows, zeros()),
    submissionsByKind,
  };
}

// postgres.js returns the rows as an array; PGlite returns { rows }. Both come through drizzle's execute.
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
