import {
  adminOrderBulkStatusSchema,
  adminOrderIdSchema,
  adminOrderListSchema,
  adminOrderNoteSchema,
  adminOrderRefundLineSchema,
  adminOrderSetStatusSchema,
} from '@shared/schemas/orders';
import { getStaffOrder, listOrders, setOrdersStatus, setOrderStatus } from '../../services/orders/back-office';
import { undoOrderStatus } from '../../services/orders/undo';
import { refundLine } from '../../services/payments/refunds';
import { STAND_CHANGES_TOPIC } from '../../services/fundraiser-stands';
import { addOrderNote, orderNotesOf } from '../../services/staff-notes';
import { adminProcedure, router } from '../../trpc/init';

// Orders for the back office's orders screen. Every row and order says which statuses it may move to next
// (`nextStatuses`), so the screen offers only the allowed buttons; the server checks again.
export const adminOrdersRouter = router({
  /** One page, newest first by default; filter by status, fulfilment, a search over number, name and email, and a date range; sortable. */
  list: adminProcedure.input(adminOrderListSchema).query(({ ctx, input }) => listOrders(ctx.db, input)),
  /** One order in full, with staff's internal notes on it. */
  get: adminProcedure.input(adminOrderIdSchema).query(async ({ ctx, input }) => {
    const [order, notes] = await Promise.all([getStaffOrder(ctx.db, input.id), orderNotesOf(ctx.db, input.id)]);
    return { ...order, staffNotes: notes };
  }),
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
  /** The same step for several orders at once; each order is checked on its own and those that cannot move are listed. */
  setStatusMany: adminProcedure.input(adminOrderBulkStatusSchema).mutation(async ({ ctx, input }) => {
    const result = await setOrdersStatus(ctx.db, { id: ctx.user.id, email: ctx.user.email }, input.ids, input.status, {
      publicUrl: ctx.config.publicUrl,
      now: ctx.now(),
      mailQueued: ctx.mailQueued,
      stripe: ctx.config.stripe,
    });
    if (result.supporting && (input.status === 'completed' || input.status === 'cancelled')) await ctx.bus.publish(STAND_CHANGES_TOPIC);
    return { moved: result.moved, refused: result.refused };
  }),
  /** Takes back today's last status step of an order (not a cancellation); the buyer's mail is withdrawn or corrected. */
  undoStatus: adminProcedure.input(adminOrderIdSchema).mutation(async ({ ctx, input }) => {
    const result = await undoOrderStatus(ctx.db, { id: ctx.user.id, email: ctx.user.email }, input.id, { now: ctx.now(), publicUrl: ctx.config.publicUrl });
    if (result.mail === 'corrected') await ctx.mailQueued();
    if (result.supporting && result.from === 'completed') await ctx.bus.publish(STAND_CHANGES_TOPIC);
    return result;
  }),
  /** An internal note on the order, for staff only. */
  addNote: adminProcedure
    .input(adminOrderNoteSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => addOrderNote(tx, { id: ctx.user.id, email: ctx.user.email }, input.id, input.body))),
  /** Refunds one line of a card-paid order to the card (a line that could not be handed over); audit-logged. */
  refundLine: adminProcedure.input(adminOrderRefundLineSchema).mutation(async ({ ctx, input }) => {
    await refundLine(ctx.db, ctx.config.stripe, { id: ctx.user.id, email: ctx.user.email }, input.id, input.lineId);
    const order = await getStaffOrder(ctx.db, input.id);
    if (order.supporting) await ctx.bus.publish(STAND_CHANGES_TOPIC);
    return order;
  }),
});
