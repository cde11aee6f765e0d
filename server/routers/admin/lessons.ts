import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, lessons } from '../../db/schema';
import { idSchema, lessonInputSchema, lessonListSchema, lessonUpdateSchema } from '@shared/schemas/admin-academy';
import { vimeoEmbedUrl } from '@shared/schemas/vimeo';
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
  /** Lessons with their course, optionally of one course, in course then lesson order. */
  list: adminProcedure.input(lessonListSchema).query(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select({ lesson: lessons, course: { id: courses.id, title: courses.title } })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(input.courseId ? eq(lessons.courseId, input.courseId) : undefined)
      .orderBy(asc(courses.orderIndex), asc(courses.title), asc(lessons.orderIndex), asc(lessons.createdAt));
    return rows.map(({ lesson, course }) => ({
      id: lesson.id,
      courseId: lesson.courseId,
      title: lesson.title,
      description: lesson.description,
      vimeoVideoId: lesson.vimeoVideoId,
      // Derived from the id when read, never stored twice.
      vimeoEmbedUrl: vimeoEmbedUrl(lesson.vimeoVideoId),
      duration: lesson.duration,
      isPublished: lesson.isPublished,
      previewAvailable: lesson.previewAvailable,
      orderIndex: lesson.orderIndex,
      createdAt: lesson.createdAt,
      course,
    }));
  }),

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
