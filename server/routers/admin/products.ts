import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { TRPCError } from '@trpc/server';
import { productIdSchema, productInputSchema, productUpdateSchema } from '@shared/schemas/admin-products';
import { saveProduct } from '../../services/admin-products';
import { adminBulkSchema, adminProductListSchema } from '@shared/schemas/admin-content-lists';
import { assertNoOpenOrders, bulkContentAction } from '../../services/admin-bulk';
import { listProductsPage } from '../../services/admin-content-lists';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

export const adminProductsRouter = router({
  list: adminProcedure.input(adminProductListSchema).query(({ ctx, input }) => listProductsPage(ctx.db, input)),

  bulk: adminProcedure
    .input(adminBulkSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => bulkContentAction(tx, ctx.user, 'product', input, ctx.now()))),

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

  // Past orders keep the product's name and price (copied into their lines); carts holding it lose the item. An open
  // order's product is refused, naming the orders.
  delete: adminProcedure.input(productIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      await assertNoOpenOrders(tx, [input.id]);
      const [deleted] = await tx.delete(products).where(eq(products.id, input.id)).returning({ name: products.name });
      if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: 'This product no longer exists.' });
      await recordAudit(tx, ctx.user, 'delete', 'product', input.id, { name: deleted.name });
      return { id: input.id };
    }),
  ),
});
