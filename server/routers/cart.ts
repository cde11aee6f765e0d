import { addToCart, getCart, mergeCart, removeFromCart, setCartQuantity } from '../services/cart';
import { cartAddSchema, cartItemKeySchema, cartMergeSchema, cartSetQuantitySchema } from '@shared/schemas/orders';
import { memberProcedure, router } from '../trpc/init';

// A signed-in member's saved cart. Visitors keep their cart in the browser only; every procedure here returns the
// whole cart as it is now, so the browser replaces its copy with the server's.
export const cartRouter = router({
  get: memberProcedure.query(({ ctx }) => getCart(ctx.db, ctx.user.id)),
  add: memberProcedure.input(cartAddSchema).mutation(({ ctx, input }) => addToCart(ctx.db, ctx.user.id, input)),
  setQuantity: memberProcedure.input(cartSetQuantitySchema).mutation(({ ctx, input }) => setCartQuantity(ctx.db, ctx.user.id, input)),
  remove: memberProcedure.input(cartItemKeySchema).mutation(({ ctx, input }) => removeFromCart(ctx.db, ctx.user.id, input)),
  /** On sign-in: the browser's cart joins the saved one. */
  merge: memberProcedure.input(cartMergeSchema).mutation(({ ctx, input }) => mergeCart(ctx.db, ctx.user.id, input.lines)),
});
