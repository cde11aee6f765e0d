import { TRPCError } from '@trpc/server';
import { asc, desc, eq } from 'drizzle-orm';
import { events } from '../../db/schema';
import { eventIdSchema, eventInputSchema, eventUpdateSchema } from '@shared/schemas/admin-events';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

const NOT_FOUND = 'This event no longer exists.';

/** The database keeps seconds ('14:30:00'); the form and the table work in 'HH:mm'. */
const toMinutes = (time: string) => time.slice(0, 5);

export const adminEventsRouter = router({
  list: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(events).orderBy(desc(events.eventDate), asc(events.startTime));
    return rows.map((row) => ({ ...row, startTime: toMinutes(row.startTime), endTime: toMinutes(row.endTime) }));
  }),

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
