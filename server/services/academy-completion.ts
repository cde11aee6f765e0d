import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseCertificates, courseQuizQuestions, courseQuizResults, courses, lessonProgress, lessons } from '../db/schema';
import { CERTIFICATE_CODE, quizPassed } from '@shared/schemas/course-quiz';
import { DomainError } from './domain-error';

// Finishing a course: every published lesson complete and, when the course has a quiz, the quiz passed (graded here,
// from the options the member chose). A finished course earns one certificate with a code anyone can verify.

const FINISH_FIRST = 'Finish every lesson (and pass the quiz, if the course has one) to earn the certificate.';
const NO_QUIZ = 'This course has no quiz.';
export const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with that code. Please check it and try again.';

/** The first lesson in course order that is not complete, or null when every one is. */
export function nextUnfinishedLesson<T extends { id: string; completed: boolean }>(ordered: readonly T[]): T | null {
  return ordered.find((lesson) => !lesson.completed) ?? null;
}

export async function quizQuestionCount(db: Executor, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseQuizQuestions)
    .where(eq(courseQuizQuestions.courseId, courseId));
  return row?.n ?? 0;
}

export async function quizResultOf(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ correct: courseQuizResults.correct, total: courseQuizResults.total, passed: courseQuizResults.passed, attempts: courseQuizResults.attempts })
    .from(courseQuizResults)
    .where(and(eq(courseQuizResults.userId, userId), eq(courseQuizResults.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function certificateOf(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ code: courseCertificates.code, nameOnCertificate: courseCertificates.nameOnCertificate, issuedAt: courseCertificates.issuedAt })
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Whether the member has finished the course: what the certificate needs. */
export async function completionOf(db: Executor, userId: string, courseId: string) {
  const [lessonTally] = await db
    .select({ total: sql<number>`count(*)::int`, completed: sql<number>`count(${lessonProgress.lessonId})::int` })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)));
  const total = lessonTally?.total ?? 0;
  const lessonsDone = total > 0 && lessonTally?.completed === total;
  const questions = await quizQuestionCount(db, courseId);
  const result = questions > 0 ? await quizResultOf(db, userId, courseId) : null;
  const quizDone = questions === 0 || result?.passed === true;
  return { lessonsDone, quizDone, finished: lessonsDone && quizDone };
}

/** The quiz as a member sees it before submitting: questions and options in order, never which option is right. */
export async function quizForLearner(db: Executor, courseId: string) {
  return db
    .select({ id: courseQuizQuestions.id, question: courseQuizQuestions.question, options: courseQuizQuestions.options })
    .from(courseQuizQuestions)
    .where(eq(courseQuizQuestions.courseId, courseId))
    .orderBy(asc(courseQuizQuestions.orderIndex), asc(courseQuizQuestions.createdAt));
}

/**
 * Grades a member's answers against the stored right options (an unanswered question counts as wrong) and records
 * the attempt: the count of attempts grows atomically, the best score is kept, and a pass is never taken back by a
 * later, worse attempt. Answers only which questions were missed, not what was right.
 */
export async function gradeQuiz(db: Executor, userId: string, courseId: string, answers: Record<string, number>, now: Date) {
  const questions = await db
    .select({ id: courseQuizQuestions.id, correctOption: courseQuizQuestions.correctOption })
    .from(courseQuizQuestions)
    .where(eq(courseQuizQuestions.courseId, courseId))
    .orderBy(asc(courseQuizQuestions.orderIndex), asc(courseQuizQuestions.createdAt));
  if (questions.length === 0) throw new DomainError('not_found', NO_QUIZ);
  const missed = questions.filter((question) => answers[question.id] !== question.correctOption).map((question) => question.id);
  const correct = questions.length - missed.length;
  const total = questions.length;
  const passed = quizPassed(correct, total);
  await db
    .insert(courseQuizResults)
    .values({ userId, courseId, correct, total, passed, attempts: 1, lastAttemptAt: now, passedAt: passed ? now : null })
    .onConflictDoUpdate({
      target: [courseQuizResults.userId, courseQuizResults.courseId],
      set: {
        attempts: sql`${courseQuizResults.attempts} + 1`,
        lastAttemptAt: now,
        // A better score (or any score once the quiz changed size) replaces the stored one; a pass stays a pass.
        correct: sql`CASE WHEN ${courseQuizResults.total} <> ${total} OR ${correct} > ${courseQuizResults.correct} THEN ${correct} ELSE ${courseQuizResults.correct} END`,
        total: sql`${total}`,
        passed: sql`${courseQuizResults.passed} OR ${passed}`,
        // Written as text: a Date inside raw SQL is not converted by the postgres.js driver.
        passedAt: sql`coalesce(${courseQuizResults.passedAt}, ${passed ? now.toISOString() : null}::timestamptz)`,
      },
    });
  return { correct, total, passed, missedQuestionIds: missed };
}

// Crockford's base 32: no I, L, O or U, so a code read off paper is typed right.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new certificate code: 60 random bits, too many to guess. */
function newCertificateCode(): string {
  const bytes = randomBytes(12);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % 32];
  return `ACAD-${code}`;
}

/**
 * Issues the member's certificate for a finished course with the name they gave, or returns the one already issued
 * (its code, name and date never change, so a printed copy stays verifiable). Refuses an unfinished course.
 */
export async function issueCertificate(db: Executor, userId: string, courseId: string, name: string, now: Date) {
  return db.transaction(async (tx) => {
    const existing = await certificateOf(tx, userId, courseId);
    if (existing) return existing;
    if (!(await completionOf(tx, userId, courseId)).finished) throw new DomainError('conflict', FINISH_FIRST);
    const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
    if (!course) throw new DomainError('not_found', 'We could not find that course.');
    await tx
      .insert(courseCertificates)
      .values({ code: newCertificateCode(), userId, courseId, nameOnCertificate: name, courseTitle: course.title, issuedAt: now })
      // Two tabs finishing at once: the first insert wins and both answer with it.
      .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
    const issued = await certificateOf(tx, userId, courseId);
    if (!issued) throw new Error('The certificate could not be stored');
    return issued;
  });
}

/** What the public verification shows of a certificate: the name as given, the course and the date, nothing else. */
export async function verifyCertificate(db: Executor, code: string) {
  if (!CERTIFICATE_CODE.test(code)) return null;
  const [row] = await db
    .select({
      code: courseCertificates.code,
      nameOnCertificate: courseCertificates.nameOnCertificate,
      courseTitle: courseCertificates.courseTitle,
      issuedAt: courseCertificates.issuedAt,
    })
    .from(courseCertificates)
    .where(eq(courseCertificates.code, code))
    .limit(1);
  return row ?? null;
}
