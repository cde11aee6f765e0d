import { discountCodeInputSchema, discountCodeUpdateSchema } from '@shared/schemas/shop-money';
import { createCode, listCodes, updateCode } from '../../services/discount-codes';
import { adminProcedure, router } from '../../trpc/init';

// Discount codes for the shop's checkout: staff create, edit and switch them off (a code used on orders is never
// deleted, so those orders keep naming it).
export const adminDiscountCodesRouter = router({
  list: adminProcedure.query(({ ctx }) => listCodes(ctx.db)),
  create: adminProcedure.input(discountCodeInputSchema).mutation(({ ctx, input }) => createCode(ctx.db, ctx.user, input)),
  update: adminProcedure.input(discountCodeUpdateSchema).mutation(({ ctx, input }) => updateCode(ctx.db, ctx.user, input.id, input.code)),
});
