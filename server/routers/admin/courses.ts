import { TRPCError } from '@trpc/server';
import { asc, count, eq, sql } from 'drizzle-orm';
import { courses, enrollments, lessons } from '../../db/schema';
import { courseInputSchema, courseUpdateSchema, idSchema } from '@shared/schemas/admin-academy';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

const NOT_FOUND = 'This course no longer exists.';

export const adminCoursesRouter = router({
  /** Every course, drafts included, with its lesson and enrollment counts, in catalogue order. */
  list: adminProcedure.query(async ({ ctx }) => {
    // Counted in subqueries: joining both tables at once would multiply lessons by enrollments.
    const lessonCounts = ctx.db
      .select({ courseId: lessons.courseId, n: count().as('lesson_count') })
      .from(lessons)
      .groupBy(lessons.courseId)
      .as('lesson_counts');
    const enrollmentCounts = ctx.db
      .select({ courseId: enrollments.courseId, n: count().as('enrollment_count') })
      .from(enrollments)
      .groupBy(enrollments.courseId)
      .as('enrollment_counts');
    return ctx.db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        imageUrl: courses.imageUrl,
        difficultyLevel: courses.difficultyLevel,
        estimatedDuration: courses.estimatedDuration,
        isPublished: courses.isPublished,
        orderIndex: courses.orderIndex,
        createdAt: courses.createdAt,
        lessonCount: sql<number>`coalesce(${lessonCounts.n}, 0)`.mapWith(Number),
        enrollmentCount: sql<number>`coalesce(${enrollmentCounts.n}, 0)`.mapWith(Number),
      })
      .from(courses)
      .leftJoin(lessonCounts, eq(lessonCounts.courseId, courses.id))
      .leftJoin(enrollmentCounts, eq(enrollmentCounts.courseId, courses.id))
      .orderBy(asc(courses.orderIndex), asc(courses.createdAt));
  }),

  /** The lesson manager's course filter and course picker: id and title, by title. */
  options: adminProcedure.query(({ ctx }) =>
    ctx.db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.title), asc(courses.id)),
  ),

  create: adminProcedure.input(courseInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ ...input, createdBy: ctx.user.id })
        .returning({ id: courses.id });
      await recordAudit(tx, ctx.user, 'create', 'course', row!.id, { title: input.title, isPublished: input.isPublished });
      return { id: row!.id };
    }),
  ),

  update: adminProcedure.input(courseUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(courses).set(input.course).where(eq(courses.id, input.id)).returning({ id: courses.id });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'update', 'course', input.id, { title: input.course.title, isPublished: input.course.isPublished });
      return { id: row.id };
    }),
  ),

  /** Deleting a course deletes its lessons, enrollments and progress with it (the foreign keys cascade). */
  delete: adminProcedure.input(idSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [lessonTally] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.courseId, input.id));
      const [row] = await tx.delete(courses).where(eq(courses.id, input.id)).returning({ title: courses.title });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'course', input.id, { title: row.title, lessonsDeleted: lessonTally?.n ?? 0 });
      return { id: input.id };
    }),
  ),
});
