import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseCertificates, courseQuizResults, enrollments, profiles, users } from '../db/schema';
import { toCsv } from './csv';

// What staff see of each learner of a course: who enrolled, how far they got, their quiz and their certificate.

/** Every learner of a course, in the order they enrolled, with their progress over the published lessons. */
export async function learnersOf(db: Executor, courseId: string) {
  // Written out with aliases: inside a subquery drizzle's unqualified column names would bind to the wrong table.
  const totalLessons = sql<number>`(SELECT count(*) FROM lessons l WHERE l.course_id = ${courseId} AND l.is_published)::int`;
  const completedLessons = sql<number>`(SELECT count(*) FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id WHERE lp.user_id = ${enrollments.userId} AND l.course_id = ${courseId} AND l.is_published)::int`;
  const lastActivity = sql<Date | null>`(SELECT max(lp.completed_at) FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id WHERE lp.user_id = ${enrollments.userId} AND l.course_id = ${courseId})`;
  const rows = await db
    .select({
      userId: enrollments.userId,
      email: users.email,
      displayName: profiles.displayName,
      enrolledAt: enrollments.createdAt,
      completedLessons,
      totalLessons,
      lastLessonCompletedAt: lastActivity.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      quizCorrect: courseQuizResults.correct,
      quizTotal: courseQuizResults.total,
      quizPassed: courseQuizResults.passed,
      quizAttempts: courseQuizResults.attempts,
      certificateCode: courseCertificates.code,
      certificateIssuedAt: courseCertificates.issuedAt,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .leftJoin(profiles, eq(profiles.userId, enrollments.userId))
    .leftJoin(courseQuizResults, and(eq(courseQuizResults.userId, enrollments.userId), eq(courseQuizResults.courseId, courseId)))
    .leftJoin(courseCertificates, and(eq(courseCertificates.userId, enrollments.userId), eq(courseCertificates.courseId, courseId)))
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(enrollments.createdAt), asc(users.email));
  return rows.map(({ quizCorrect, quizTotal, quizPassed, quizAttempts, ...row }) => ({
    ...row,
    quiz: quizTotal === null ? null : { correct: quizCorrect ?? 0, total: quizTotal, passed: quizPassed === true, attempts: quizAttempts ?? 0 },
  }));
}

type CourseLearner = Awaited<ReturnType<typeof learnersOf>>[number];

const HEADERS = [
  'Email',
  'Name',
  'Enrolled at',
  'Lessons completed',
  'Lessons in course',
  'Percent complete',
  'Last lesson completed at',
  'Quiz score',
  'Quiz passed',
  'Quiz attempts',
  'Certificate code',
  'Certificate issued at',
] as const;

/** The learners as a spreadsheet, each cell quoted and defused against formulas by the shared CSV writer. */
export function learnersCsv(learners: readonly CourseLearner[]): string {
  return toCsv(
    HEADERS,
    learners.map((learner) => [
      learner.email,
      learner.displayName ?? '',
      learner.enrolledAt,
      learner.completedLessons,
      learner.totalLessons,
      learner.totalLessons === 0 ? 0 : Math.round((learner.completedLessons / learner.totalLessons) * 100),
      learner.lastLessonCompletedAt,
      learner.quiz ? `${learner.quiz.correct}/${learner.quiz.total}` : '',
      learner.quiz ? learner.quiz.passed : '',
      learner.quiz ? learner.quiz.attempts : '',
      learner.certificateCode ?? '',
      learner.certificateIssuedAt,
    ]),
  );
}
