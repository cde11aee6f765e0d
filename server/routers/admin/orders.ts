import { adminOrderIdSchema, adminOrderListSchema, adminOrderSetStatusSchema } from '@shared/schemas/orders';
import { getStaffOrder, listOrders, setOrderStatus } from '../../services/orders/back-office';
import { adminProcedure, router } from '../../trpc/init';

// Orders for the back office's orders screen. Every row and order says which statuses it may move to next
// (`nextStatuses`), so the screen offers only the allowed buttons; the server checks again.
export const adminOrdersRouter = router({
  /** Newest first; filter by status, fulfilment, a search over number, name and email, and a date range. */
  list: adminProcedure.input(adminOrderListSchema).query(({ ctx, input }) => listOrders(ctx.db, input)),
  get: adminProcedure.input(adminOrderIdSchema).query(({ ctx, input }) => getStaffOrder(ctx.db, input.id)),
  /** One allowed step along received → preparing → ready → (out for delivery) → completed, or cancelled; the buyer gets a mail. */
  setStatus: adminProcedure.input(adminOrderSetStatusSchema).mutation(({ ctx, input }) =>
    setOrderStatus(ctx.db, { id: ctx.user.id, email: ctx.user.email }, input.id, input.status, {
      publicUrl: ctx.config.publicUrl,
      now: ctx.now(),
      mailQueued: ctx.mailQueued,
    }),
  ),
});
