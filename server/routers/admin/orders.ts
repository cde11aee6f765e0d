import { adminOrderIdSchema, adminOrderListSchema, adminOrderRefundLineSchema, adminOrderSetStatusSchema } from '@shared/schemas/orders';
import { getStaffOrder, listOrders, setOrderStatus } from '../../services/orders/back-office';
import { refundLine } from '../../services/payments/refunds';
import { STAND_CHANGES_TOPIC } from '../../services/fundraiser-stands';
import { adminProcedure, router } from '../../trpc/init';

// Orders for the back office's orders screen. Every row and order says which statuses it may move to next
// (`nextStatuses`), so the screen offers only the allowed buttons; the server checks again.
export const adminOrdersRouter = router({
  /** Newest first; filter by status, fulfilment, a search over number, name and email, and a date range. */
  list: adminProcedure.input(adminOrderListSchema).query(({ ctx, input }) => listOrders(ctx.db, input)),
  get: adminProcedure.input(adminOrderIdSchema).query(({ ctx, input }) => getStaffOrder(ctx.db, input.id)),
  /**
   * One allowed step along received → preparing → ready → (out for delivery) → completed, or cancelled (a card-paid
   * order is refunded); the buyer gets a mail. Completing or cancelling changes what a stand has collected.
   */
  setStatus: adminProcedure.input(adminOrderSetStatusSchema).mutation(async ({ ctx, input }) => {
    const order = await setOrderStatus(ctx.db, { id: ctx.user.id, email: ctx.user.email }, input.id, input.status, {
      publicUrl: ctx.config.publicUrl,
      now: ctx.now(),
      mailQueued: ctx.mailQueued,
      stripe: ctx.config.stripe,
    });
    if (order.supporting && (order.status === 'completed' || order.status === 'cancelled')) await ctx.bus.publish(STAND_CHANGES_TOPIC);
    return order;
  }),
  /** Refunds one line of a card-paid order to the card (a line that could not be handed over); audit-logged. */
  refundLine: adminProcedure.input(adminOrderRefundLineSchema).mutation(async ({ ctx, input }) => {
    await refundLine(ctx.db, ctx.config.stripe, { id: ctx.user.id, email: ctx.user.email }, input.id, input.lineId);
    const order = await getStaffOrder(ctx.db, input.id);
    if (order.supporting) await ctx.bus.publish(STAND_CHANGES_TOPIC);
    return order;
  }),
});
