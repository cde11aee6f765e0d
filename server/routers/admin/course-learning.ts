import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseQuizQuestions, courses } from '../../db/schema';
import { idSchema } from '@shared/schemas/admin-academy';
import { quizSaveSchema } from '@shared/schemas/course-quiz';
import { isUuid } from '@shared/schemas/academy';
import { recordAudit } from '../../services/audit';
import { learnersCsv, learnersOf } from '../../services/course-learners';
import { adminProcedure, router } from '../../trpc/init';

const NOT_FOUND = 'This course no longer exists.';

async function courseOf(db: Executor, courseId: string) {
  if (!isUuid(courseId)) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  const [course] = await db
    .select({ id: courses.id, title: courses.title, isPublished: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return course;
}

function questionsOf(db: Executor, courseId: string) {
  return db
    .select({
      id: courseQuizQuestions.id,
      question: courseQuizQuestions.question,
      options: courseQuizQuestions.options,
      correctOption: courseQuizQuestions.correctOption,
    })
    .from(courseQuizQuestions)
    .where(eq(courseQuizQuestions.courseId, courseId))
    .orderBy(asc(courseQuizQuestions.orderIndex), asc(courseQuizQuestions.createdAt));
}

// One course's learning screen in the back office: its quiz (with the right options) and its learners' progress.
export const adminCourseLearningRouter = router({
  /** The course with its quiz as staff wrote it, right options included. */
  course: adminProcedure.input(idSchema).query(async ({ ctx, input }) => {
    const course = await courseOf(ctx.db, input.id);
    return { ...course, questions: await questionsOf(ctx.db, course.id) };
  }),

  /**
   * Replaces the course's quiz with these questions, in this order, in one transaction (an empty list removes the
   * quiz). Members' stored results stay; a changed quiz is graded afresh on their next attempt.
   */
  saveQuiz: adminProcedure.input(quizSaveSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const course = await courseOf(tx, input.courseId);
      await tx.delete(courseQuizQuestions).where(eq(courseQuizQuestions.courseId, course.id));
      if (input.questions.length > 0) {
        await tx.insert(courseQuizQuestions).values(input.questions.map((question, orderIndex) => ({ courseId: course.id, ...question, orderIndex })));
      }
      await recordAudit(tx, ctx.user, 'update', 'course', course.id, { quizQuestions: input.questions.length });
      return { courseId: course.id, questionCount: input.questions.length };
    }),
  ),

  /** Each learner of the course with their progress, quiz and certificate. */
  learners: adminProcedure.input(idSchema).query(async ({ ctx, input }) => {
    const course = await courseOf(ctx.db, input.id);
    return learnersOf(ctx.db, course.id);
  }),

  /** The learners as a server-made CSV file; the browser saves it under `filename`. */
  exportLearnersCsv: adminProcedure.input(idSchema).query(async ({ ctx, input }) => {
    const course = await courseOf(ctx.db, input.id);
    const day = ctx.now().toISOString().slice(0, 10);
    return { filename: `course-learners-${course.id.slice(0, 8)}-${day}.csv`, csv: learnersCsv(await learnersOf(ctx.db, course.id)) };
  }),
});
