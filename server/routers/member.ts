import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { achievements, courseCertificates, courses, enrollments, gameSessions, profiles, userAchievements, users } from '../db/schema';
import { ensureProfile } from '../auth/users';
import { displayNameSchema } from '@shared/schemas/member';
import { anonymousPlayerName } from '../services/leaderboards';
import { LEADERBOARD_TIME_ZONE } from '../services/leaderboards';
import { discountPercent, levelProgress, loyaltyPoints } from '../services/loyalty';
import { businessLevelFor } from '@shared/business-level';
import { loadDiscountCap } from '../services/member-discount';
import { memberProcedure, router } from '../trpc/init';
import { memberOrdersRouter } from './member-orders';
import { hygieneQuizSubmissionSchema } from '@shared/schemas/hygiene-quiz';
import { businessToday, daysEndingOn } from '@shared/business-date';
import { hygieneCertificate, submitHygieneQuiz } from '../services/quiz-passes';

/** How many days the dashboard's charts cover, today included. */
export const ANALYTICS_DAYS = 14;
export const RECENT_ACHIEVEMENTS = 3;

/** The last `days` calendar days in Atlanta's time zone, oldest first, as 'yyyy-MM-dd'. */
export function recentDays(now: Date, days: number): string[] {
  return daysEndingOn(businessToday(now), days);
}

/** The member's profile, made with the default display name if the account has none (made before profiles). */
async function profileOf(db: Executor, user: { id: string; email: string }) {
  const [found] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  if (found) return found;
  await ensureProfile(db, user);
  const [created] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
  if (!created) throw new Error('Profile could not be created');
  return created;
}

/** The member's course certificates, newest first, as issued (name, course title and date never change). */
function courseCertificatesOf(db: Executor, userId: string) {
  return db
    .select({
      code: courseCertificates.code,
      courseId: courseCertificates.courseId,
      courseTitle: courseCertificates.courseTitle,
      nameOnCertificate: courseCertificates.nameOnCertificate,
      issuedAt: courseCertificates.issuedAt,
    })
    .from(courseCertificates)
    .where(eq(courseCertificates.userId, userId))
    .orderBy(desc(courseCertificates.issuedAt));
}

export const memberRouter = router({
  orders: memberOrdersRouter,
  /** Everything the member dashboard shows, for the signed-in member only. */
  dashboard: memberProcedure.query(async ({ ctx }) => {
    const userId = ctx.user.id;
    const now = ctx.now();
    const profile = await profileOf(ctx.db, ctx.user);
    const [account] = await ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);

    const recentAchievements = await ctx.db
      .select({
        id: achievements.id,
        icon: achievements.icon,
        name: achievements.name,
        description: achievements.description,
        earnedAt: userAchievements.earnedAt,
      })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, userId))
      .orderBy(desc(userAchievements.earnedAt), desc(achievements.requirementValue))
      .limit(RECENT_ACHIEVEMENTS);
    const [earnedCount] = await ctx.db.select({ value: count() }).from(userAchievements).where(eq(userAchievements.userId, userId));
    const [allCount] = await ctx.db.select({ value: count() }).from(achievements);

    const days = recentDays(now, ANALYTICS_DAYS);
    // The zone is written into the SQL (a constant), so the grouped expression is identical in SELECT and GROUP BY.
    const zone = sql.raw(`'${LEADERBOARD_TIME_ZONE}'`);
    const localDay = sql<string>`to_char((${gameSessions.createdAt} AT TIME ZONE ${zone})::date, 'YYYY-MM-DD')`;
    const firstDayStart = sql`(${days[0]}::date::timestamp AT TIME ZONE ${LEADERBOARD_TIME_ZONE})`;
    const perDay = await ctx.db
      .select({
        day: localDay,
        sessions: sql<number>`count(*)::int`,
        coins: sql<number>`sum(${gameSessions.sessionCoins})::int`,
        customers: sql<number>`sum(${gameSessions.sessionCustomers})::int`,
        score: sql<number>`sum(${gameSessions.sessionScore})::int`,
      })
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, userId), gte(gameSessions.createdAt, firstDayStart)))
      .groupBy(localDay);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    const [allSessions] = await ctx.db.select({ value: count() }).from(gameSessions).where(eq(gameSessions.userId, userId));

    // Written out with aliases: inside a subquery drizzle's unqualified column names would bind to the wrong table.
    const lessonCount = sql<number>`(SELECT count(*) FROM lessons l WHERE l.course_id = courses.id AND l.is_published)::int`;
    const doneCount = sql<number>`(SELECT count(*) FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id WHERE lp.user_id = ${userId} AND l.course_id = courses.id AND l.is_published)::int`;
    // Where the member continues: the first published lesson, in course order, they have not completed.
    const nextLesson = sql<
      string | null
    >`(SELECT l.id FROM lessons l WHERE l.course_id = courses.id AND l.is_published AND NOT EXISTS (SELECT 1 FROM lesson_progress lp WHERE lp.lesson_id = l.id AND lp.user_id = ${userId}) ORDER BY l.order_index, l.title LIMIT 1)`;
    const myCourses = await ctx.db
      .select({
        id: courses.id,
        title: courses.title,
        difficultyLevel: courses.difficultyLevel,
        totalLessons: lessonCount,
        completedLessons: doneCount,
        nextLessonId: nextLesson,
        certificateCode: courseCertificates.code,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .leftJoin(courseCertificates, and(eq(courseCertificates.courseId, courses.id), eq(courseCertificates.userId, userId)))
      .where(and(eq(enrollments.userId, userId), eq(courses.isPublished, true)))
      .orderBy(asc(courses.orderIndex), asc(courses.title));

    return {
      email: ctx.user.email,
      memberSince: account?.createdAt ?? profile.createdAt,
      displayName: profile.displayName,
      // Until the member chooses a name, public boards show this label instead of displayName.
      nameOnBoards: profile.displayNameChosen ? profile.displayName : anonymousPlayerName(profile.userId),
      businessName: profile.businessName,
      totalCoins: profile.totalCoins,
      totalScore: profile.totalScore,
      customersServed: profile.customersServed,
      businessLevel: businessLevelFor(profile.totalCoins),
      businessReputation: profile.businessReputation,
      levelProgress: levelProgress(profile.totalCoins),
      loyaltyPoints: loyaltyPoints(profile.totalCoins),
      discountPercent: discountPercent(businessLevelFor(profile.totalCoins), await loadDiscountCap(ctx.db)),
      recentAchievements,
      achievementsEarned: earnedCount?.value ?? 0,
      achievementsTotal: allCount?.value ?? 0,
      analytics: {
        totalSessions: allSessions?.value ?? 0,
        days: days.map((day) => {
          const row = byDay.get(day);
          return { day, sessions: row?.sessions ?? 0, coins: row?.coins ?? 0, customers: row?.customers ?? 0, score: row?.score ?? 0 };
        }),
      },
      courses: myCourses,
      courseCertificates: await courseCertificatesOf(ctx.db, userId),
      hygieneCertificate: await hygieneCertificate(ctx.db, userId),
    };
  }),

  /** Every achievement, earned or not, with what is still missing for the ones not earned yet. */
  achievements: memberProcedure.query(async ({ ctx }) => {
    const profile = await profileOf(ctx.db, ctx.user);
    const rows = await ctx.db
      .select({
        id: achievements.id,
        icon: achievements.icon,
        name: achievements.name,
        description: achievements.description,
        requirementType: achievements.requirementType,
        requirementValue: achievements.requirementValue,
        rewardValue: achievements.rewardValue,
        earnedAt: userAchievements.earnedAt,
      })
      .from(achievements)
      .leftJoin(userAchievements, and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, ctx.user.id)))
      .orderBy(asc(achievements.requirementValue), asc(achievements.id));
    const current = { coins: profile.totalCoins, score: profile.totalScore, customers: profile.customersServed, happy: profile.happyCustomers };
    return rows.map((row) => {
      const progress = current[row.requirementType];
      return {
        ...row,
        earned: row.earnedAt !== null,
        progress: Math.min(progress, row.requirementValue),
        missing: row.earnedAt !== null ? 0 : Math.max(0, row.requirementValue - progress),
      };
    });
  }),

  /** Grades the member's hygiene-quiz answers here and keeps a pass for the dashboard and the certificate. */
  submitHygieneQuiz: memberProcedure.input(hygieneQuizSubmissionSchema).mutation(({ ctx, input }) => submitHygieneQuiz(ctx.db, ctx.user.id, input, ctx.now())),

  /** The member's course certificates, for the achievements page. */
  courseCertificates: memberProcedure.query(({ ctx }) => courseCertificatesOf(ctx.db, ctx.user.id)),

  /** The member's hygiene certificate, or null before they pass. */
  hygieneCertificate: memberProcedure.query(({ ctx }) => hygieneCertificate(ctx.db, ctx.user.id)),

  /** The name shown on the game's leaderboards. */
  updateDisplayName: memberProcedure.input(displayNameSchema).mutation(async ({ ctx, input }) => {
    await profileOf(ctx.db, ctx.user);
    const [updated] = await ctx.db
      .update(profiles)
      .set({ displayName: input.displayName, displayNameChosen: true })
      .where(eq(profiles.userId, ctx.user.id))
      .returning({ displayName: profiles.displayName });
    return { displayName: updated?.displayName ?? input.displayName };
  }),
});
