import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { eventIdSchema, eventInputSchema, eventUpdateSchema } from '@shared/schemas/admin-events';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';
import { businessToday } from '@shared/business-date';
import { adminBulkSchema, adminEventListSchema } from '@shared/schemas/admin-content-lists';
import { bulkContentAction } from '../../services/admin-bulk';
import { listEventsPage } from '../../services/admin-content-lists';

const NOT_FOUND = 'This event no longer exists.';

export const adminEventsRouter = router({
  list: adminProcedure.input(adminEventListSchema).query(({ ctx, input }) => listEventsPage(ctx.db, input, businessToday(ctx.now()))),

  bulk: adminProcedure
    .input(adminBulkSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => bulkContentAction(tx, ctx.user, 'event', input, ctx.now()))),

  create: adminProcedure.input(eventInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(events).values(input).returning({ id: events.id });
      await recordAudit(tx, ctx.user, 'create', 'event', row!.id, { title: input.title, eventDate: input.eventDate });
      return { id: row!.id };
    }),
  ),

  update: adminProcedure.input(eventUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(events).set(input.event).where(eq(events.id, input.id)).returning({ id: events.id });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'update', 'event', input.id, { title: input.event.title, eventDate: input.event.eventDate });
      return { id: row.id };
    }),
  ),

  delete: adminProcedure.input(eventIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(events).where(eq(events.id, input.id)).returning({ title: events.title });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'event', input.id, { title: row.title });
      return { id: input.id };
    }),
  ),
});
