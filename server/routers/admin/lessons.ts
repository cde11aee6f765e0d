import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, lessons } from '../../db/schema';
import { idSchema, lessonInputSchema, lessonUpdateSchema } from '@shared/schemas/admin-academy';
import { adminLessonListSchema } from '@shared/schemas/admin-content-lists';
import { listLessonsPage } from '../../services/admin-content-lists';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

const NOT_FOUND = 'This lesson no longer exists.';
const COURSE_NOT_FOUND = 'The chosen course no longer exists.';

async function assertCourseExists(db: Executor, courseId: string) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  // A clear message instead of a foreign-key failure (which would surface as a 500).
  if (!course) throw new TRPCError({ code: 'BAD_REQUEST', message: COURSE_NOT_FOUND });
}

export const adminLessonsRouter = router({
  list: adminProcedure.input(adminLessonListSchema).query(({ ctx, input }) => listLessonsPage(ctx.db, input)),

  create: adminProcedure.input(lessonInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      await assertCourseExists(tx, input.courseId);
      const [row] = await tx
        .insert(lessons)
        .values({ ...input, createdBy: ctx.user.id })
        .returning({ id: lessons.id });
      await recordAudit(tx, ctx.user, 'create', 'lesson', row!.id, { title: input.title, courseId: input.courseId, vimeoVideoId: input.vimeoVideoId });
      return { id: row!.id, vimeoVideoId: input.vimeoVideoId };
    }),
  ),

  update: adminProcedure.input(lessonUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      await assertCourseExists(tx, input.lesson.courseId);
      const [row] = await tx.update(lessons).set(input.lesson).where(eq(lessons.id, input.id)).returning({ id: lessons.id });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'update', 'lesson', input.id, {
        title: input.lesson.title,
        courseId: input.lesson.courseId,
        vimeoVideoId: input.lesson.vimeoVideoId,
      });
      return { id: row.id, vimeoVideoId: input.lesson.vimeoVideoId };
    }),
  ),

  delete: adminProcedure.input(idSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(lessons).where(eq(lessons.id, input.id)).returning({ title: lessons.title, courseId: lessons.courseId });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'lesson', input.id, { title: row.title, courseId: row.courseId });
      return { id: input.id };
    }),
  ),
});
