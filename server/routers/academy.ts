import { TRPCError } from '@trpc/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courses, enrollments, lessonProgress, lessons } from '../db/schema';
import { courseIdSchema, isUuid, lessonIdSchema } from '@shared/schemas/academy';
import { certificateCodeSchema, issueCertificateSchema, quizPassMark, quizSubmissionSchema } from '@shared/schemas/course-quiz';
import {
  CERTIFICATE_NOT_FOUND,
  certificateOf,
  gradeQuiz,
  issueCertificate,
  nextUnfinishedLesson,
  quizForLearner,
  quizQuestionCount,
  quizResultOf,
  verifyCertificate,
} from '../services/academy-completion';
import type { KnownKeys } from '../services/cached-value';
import { memberProcedure, publicProcedure, router } from '../trpc/init';

const COURSE_NOT_FOUND = 'We could not find that course.';
const LESSON_NOT_FOUND = 'We could not find that lesson.';
export const ENROLL_TO_TRACK = 'Enroll in this course to track your progress.';

/** The Vimeo player address of a stored video id (lessons keep only the numeric id), or null without one. */
export function lessonEmbedUrl(videoId: string): string | null {
  return /^\d{1,20}$/.test(videoId) ? `https://player.vimeo.com/video/${videoId}` : null;
}

// Written out with aliases: inside a subquery drizzle's unqualified column names would bind to the wrong table.
const publishedLessonCount = sql<number>`(SELECT count(*) FROM lessons l WHERE l.course_id = courses.id AND l.is_published)::int`;

/** A published course, or NOT_FOUND for an unknown, malformed or unpublished id (drafts are not public). */
async function publishedCourse(db: Executor, knownIds: KnownKeys, courseId: string) {
  if (!isUuid(courseId)) throw new TRPCError({ code: 'NOT_FOUND', message: COURSE_NOT_FOUND });
  const known = await knownIds.mayExist(courseId, async () => (await db.select({ id: courses.id }).from(courses)).map((row) => row.id));
  if (!known) throw new TRPCError({ code: 'NOT_FOUND', message: COURSE_NOT_FOUND });
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw new TRPCError({ code: 'NOT_FOUND', message: COURSE_NOT_FOUND });
  return course;
}

/** Enrollment is what opens a course's lessons, quiz and certificate to a member. */
async function requireEnrolled(db: Executor, userId: string, courseId: string): Promise<void> {
  if (!(await isEnrolled(db, userId, courseId))) throw new TRPCError({ code: 'FORBIDDEN', message: ENROLL_TO_TRACK });
}

async function isEnrolled(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

async function progressOf(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(${lessonProgress.lessonId})::int`,
    })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true)));
  return { completedLessons: row?.completed ?? 0, totalLessons: row?.total ?? 0 };
}

export const academyRouter = router({
  /** The public catalogue: published courses by order_index, with their published lesson counts. */
  courses: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        imageUrl: courses.imageUrl,
        difficultyLevel: courses.difficultyLevel,
        estimatedDuration: courses.estimatedDuration,
        orderIndex: courses.orderIndex,
        lessonCount: publishedLessonCount,
      })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(asc(courses.orderIndex), asc(courses.title)),
  ),

  /**
   * One published course with its published lessons. A lesson's video comes with it only when the caller may watch
   * it: preview lessons for everyone, the others for enrolled members. The caller's own enrollment and progress only.
   */
  course: publicProcedure.input(courseIdSchema).query(async ({ ctx, input }) => {
    const course = await publishedCourse(ctx.db, ctx.caches.courseIds, input.courseId);
    const userId = ctx.user?.id ?? null;
    const enrolled = userId ? await isEnrolled(ctx.db, userId, course.id) : false;
    const rows = await ctx.db
      .select({
        id: lessons.id,
        title: lessons.title,
        description: lessons.description,
        vimeoVideoId: lessons.vimeoVideoId,
        duration: lessons.duration,
        previewAvailable: lessons.previewAvailable,
        orderIndex: lessons.orderIndex,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessons)
      // A visitor has no progress: user_id = NULL matches no row.
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId ?? sql`NULL`)))
      .where(and(eq(lessons.courseId, course.id), eq(lessons.isPublished, true)))
      .orderBy(asc(lessons.orderIndex), asc(lessons.title));
    const lessonList = rows.map(({ vimeoVideoId, completedAt, ...lesson }) => {
      const playable = lesson.previewAvailable || enrolled;
      return { ...lesson, playable, videoEmbedUrl: playable ? lessonEmbedUrl(vimeoVideoId) : null, completed: completedAt !== null };
    });
    const completedLessons = lessonList.filter((lesson) => lesson.completed).length;
    const questionCount = await quizQuestionCount(ctx.db, course.id);
    const quizResult = enrolled && userId && questionCount > 0 ? await quizResultOf(ctx.db, userId, course.id) : null;
    const lessonsDone = enrolled && lessonList.length > 0 && completedLessons === lessonList.length;
    return {
      id: course.id,
      title: course.title,
      description: course.description,
      imageUrl: course.imageUrl,
      difficultyLevel: course.difficultyLevel,
      estimatedDuration: course.estimatedDuration,
      enrolled,
      signedIn: userId !== null,
      lessons: lessonList,
      completedLessons,
      totalLessons: lessonList.length,
      /** Where an enrolled learner continues: the first lesson not complete yet (null when all are, or not enrolled). */
      nextLessonId: enrolled ? (nextUnfinishedLesson(lessonList)?.id ?? null) : null,
      quiz:
        questionCount > 0
          ? {
              questionCount,
              passMark: quizPassMark(questionCount),
              result: quizResult ? { correct: quizResult.correct, total: quizResult.total, passed: quizResult.passed } : null,
            }
          : null,
      lessonsDone,
      /** Every lesson complete and the quiz (if any) passed: the certificate can be issued. */
      finished: lessonsDone && (questionCount === 0 || quizResult?.passed === true),
      certificate: enrolled && userId ? await certificateOf(ctx.db, userId, course.id) : null,
    };
  }),

  /** Enrolls the signed-in member in a published course; enrolling twice is harmless. */
  enroll: memberProcedure.input(courseIdSchema).mutation(async ({ ctx, input }) => {
    const course = await publishedCourse(ctx.db, ctx.caches.courseIds, input.courseId);
    await ctx.db.insert(enrollments).values({ userId: ctx.user.id, courseId: course.id, createdAt: ctx.now() }).onConflictDoNothing();
    return { courseId: course.id, enrolled: true as const, ...(await progressOf(ctx.db, ctx.user.id, course.id)) };
  }),

  /** Marks a published lesson of a course the member is enrolled in as complete (once; again is harmless). */
  completeLesson: memberProcedure.input(lessonIdSchema).mutation(async ({ ctx, input }) => {
    if (!isUuid(input.lessonId)) throw new TRPCError({ code: 'NOT_FOUND', message: LESSON_NOT_FOUND });
    const [lesson] = await ctx.db
      .select({ id: lessons.id, courseId: lessons.courseId })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.id, input.lessonId), eq(lessons.isPublished, true), eq(courses.isPublished, true)))
      .limit(1);
    if (!lesson) throw new TRPCError({ code: 'NOT_FOUND', message: LESSON_NOT_FOUND });
    await requireEnrolled(ctx.db, ctx.user.id, lesson.courseId);
    await ctx.db.insert(lessonProgress).values({ userId: ctx.user.id, lessonId: lesson.id, completedAt: ctx.now() }).onConflictDoNothing();
    return { lessonId: lesson.id, courseId: lesson.courseId, completed: true as const, ...(await progressOf(ctx.db, ctx.user.id, lesson.courseId)) };
  }),

  /** The course's quiz for an enrolled member: questions and options only; the right options stay on the server. */
  quiz: memberProcedure.input(courseIdSchema).query(async ({ ctx, input }) => {
    const course = await publishedCourse(ctx.db, ctx.caches.courseIds, input.courseId);
    await requireEnrolled(ctx.db, ctx.user.id, course.id);
    return { courseId: course.id, questions: await quizForLearner(ctx.db, course.id) };
  }),

  /** Grades the member's chosen options here; the score, the pass and the attempt are stored. */
  submitQuiz: memberProcedure.input(quizSubmissionSchema).mutation(async ({ ctx, input }) => {
    const course = await publishedCourse(ctx.db, ctx.caches.courseIds, input.courseId);
    await requireEnrolled(ctx.db, ctx.user.id, course.id);
    return gradeQuiz(ctx.db, ctx.user.id, course.id, input.answers, ctx.now());
  }),

  /** Issues the certificate of a finished course with the name the member gives (or returns the one issued before). */
  issueCertificate: memberProcedure.input(issueCertificateSchema).mutation(async ({ ctx, input }) => {
    const course = await publishedCourse(ctx.db, ctx.caches.courseIds, input.courseId);
    await requireEnrolled(ctx.db, ctx.user.id, course.id);
    return issueCertificate(ctx.db, ctx.user.id, course.id, input.name, ctx.now());
  }),

  /**
   * A certificate checked by its code, for anyone holding it: the name as the learner gave it, the course and the
   * date. Never kept by a shared cache (it names a person), so it is not public content.
   */
  certificate: publicProcedure.input(certificateCodeSchema).query(async ({ ctx, input }) => {
    const found = await verifyCertificate(ctx.db, input.code);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: CERTIFICATE_NOT_FOUND });
    return found;
  }),
});
