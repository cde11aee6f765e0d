import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { searchAny } from '../../services/admin-list';
import { auditLog } from '../../db/schema';
import { AUDIT_PAGE_SIZE, auditListSchema } from '@shared/schemas/admin-system';
import { adminProcedure, router } from '../../trpc/init';

export const adminAuditRouter = router({
  /** Newest first (or oldest), a page at a time, optionally of one kind of record (course, user, product …) or matching a search. */
  list: adminProcedure.input(auditListSchema).query(async ({ ctx, input }) => {
    const where = and(
      input.entity ? eq(auditLog.entity, input.entity) : undefined,
      searchAny(input.search, [auditLog.actorEmail, auditLog.entityId, sql`${auditLog.detail}::text`]),
    );
    const [entries, [total], entities] = await Promise.all([
      ctx.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(input.dir === 'asc' ? asc(auditLog.seq) : desc(auditLog.seq))
        .limit(AUDIT_PAGE_SIZE)
        .offset((input.page - 1) * AUDIT_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(auditLog).where(where),
      ctx.db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      entries,
      page: input.page,
      pageCount: Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE)),
      total: totalCount,
      entities: entities.map((row) => row.entity),
    };
  }),
});
