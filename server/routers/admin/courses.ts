import { TRPCError } from '@trpc/server';
import { asc, count, eq } from 'drizzle-orm';
import { courses, lessons } from '../../db/schema';
import { courseInputSchema, courseUpdateSchema, idSchema } from '@shared/schemas/admin-academy';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';
import { adminBulkSchema, adminCourseListSchema } from '@shared/schemas/admin-content-lists';
import { bulkContentAction } from '../../services/admin-bulk';
import { listCoursesPage } from '../../services/admin-content-lists';

const NOT_FOUND = 'This course no longer exists.';

export const adminCoursesRouter = router({
  /** One page of courses, drafts included, with their lesson and enrollment counts, in catalogue order by default. */
  list: adminProcedure.input(adminCourseListSchema).query(({ ctx, input }) => listCoursesPage(ctx.db, input)),

  bulk: adminProcedure
    .input(adminBulkSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => bulkContentAction(tx, ctx.user, 'course', input, ctx.now()))),

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
