import { TRPCError } from '@trpc/server';
import { productIdSchema, productInputSchema, productUpdateSchema } from '@shared/schemas/admin-products';
import { deleteProduct, listProductsForAdmin, saveProduct } from '../../services/admin-products';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

export const adminProductsRouter = router({
  list: adminProcedure.query(({ ctx }) => listProductsForAdmin(ctx.db)),

  create: adminProcedure.input(productInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const id = await saveProduct(tx, input);
      await recordAudit(tx, ctx.user, 'create', 'product', id, { name: input.name });
      return { id };
    }),
  ),

  update: adminProcedure.input(productUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const id = await saveProduct(tx, input.product, input.id);
      await recordAudit(tx, ctx.user, 'update', 'product', id, { name: input.product.name });
      return { id };
    }),
  ),

  // Refused while an open order holds the product (services/admin-products.ts deleteProduct).
  delete: adminProcedure.input(productIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const name = await deleteProduct(tx, input.id);
      if (name === null) throw new TRPCError({ code: 'NOT_FOUND', message: 'This product no longer exists.' });
      await recordAudit(tx, ctx.user, 'delete', 'product', input.id, { name });
      return { id: input.id };
    }),
  ),
});
