import { TRPCError } from '@trpc/server';
import { inboxExportSchema, inboxItemSchema, inboxListSchema, inboxStatusSchema, ordersExportSchema } from '@shared/schemas/admin-inbox';
import { recordAudit } from '../../services/audit';
import { exportInboxCsv, exportOrdersCsv, getInboxItem, INBOX_ENTITIES, listInbox, setInboxStatus } from '../../services/inbox';
import { adminProcedure, moderatorProcedure, router } from '../../trpc/init';

// Admins only, like the rest of the back office: the guard admits admins alone, and what visitors submit holds their
// addresses and phone numbers.
const NOT_FOUND = 'This submission no longer exists.';

export const adminInboxRouter = router({
  list: moderatorProcedure.input(inboxListSchema).query(({ ctx, input }) => listInbox(ctx.db, input)),

  get: moderatorProcedure.input(inboxItemSchema).query(async ({ ctx, input }) => {
    const found = await getInboxItem(ctx.db, input.kind, input.id);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
    return found;
  }),

  setStatus: adminProcedure.input(inboxStatusSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const previous = await setInboxStatus(tx, input.kind, input.id, input.status);
      if (previous === null) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'status', INBOX_ENTITIES[input.kind], input.id, { from: previous, to: input.status });
      return { id: input.id, status: input.status };
    }),
  ),

  /** A server-made CSV file; the browser saves it under `filename`. */
  exportCsv: adminProcedure.input(inboxExportSchema).query(async ({ ctx, input }) => {
    const csv = await exportInboxCsv(ctx.db, input.kind, input.status);
    const day = ctx.now().toISOString().slice(0, 10);
    return { filename: `${input.kind}${input.status ? `-${input.status}` : ''}-${day}.csv`, csv };
  }),

  /** The orders screen's export (its list and status steps are the commerce procedures in ./orders.ts). */
  exportOrdersCsv: adminProcedure.input(ordersExportSchema).query(async ({ ctx, input }) => {
    const csv = await exportOrdersCsv(ctx.db, input.status);
    const day = ctx.now().toISOString().slice(0, 10);
    return { filename: `orders${input.status ? `-${input.status}` : ''}-${day}.csv`, csv };
  }),
});
