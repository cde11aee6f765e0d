import { z } from 'zod';
import { orderNumberSchema } from '@shared/schemas/orders';
import { checkoutDetails, getMemberOrder, listMemberOrders, reorderLines } from '../services/member-orders';
import { memberProcedure, router } from '../trpc/init';

const orderRefSchema = z.object({ orderNumber: orderNumberSchema });

/** A signed-in member's own orders; nobody else's is ever found through these. */
export const memberOrdersRouter = router({
  list: memberProcedure.query(({ ctx }) => listMemberOrders(ctx.db, ctx.user.id)),
  detail: memberProcedure.input(orderRefSchema).query(({ ctx, input }) => getMemberOrder(ctx.db, ctx.user.id, input.orderNumber)),
  /** The order's lines at today's prices, for the browser to put in the cart; lines no longer on sale are named. */
  orderAgain: memberProcedure.input(orderRefSchema).mutation(({ ctx, input }) => reorderLines(ctx.db, ctx.user.id, input.orderNumber)),
  checkoutDetails: memberProcedure.query(({ ctx }) => checkoutDetails(ctx.db, ctx.user)),
});
