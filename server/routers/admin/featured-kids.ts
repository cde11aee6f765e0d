import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { featuredKids } from '../../db/schema';
import { featuredKidIdSchema, featuredKidInputSchema, featuredKidUpdateSchema } from '@shared/schemas/admin-featured-kids';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';
import { adminBulkSchema, adminFeaturedKidListSchema } from '@shared/schemas/admin-content-lists';
import { bulkContentAction } from '../../services/admin-bulk';
import { listFeaturedKidsPage } from '../../services/admin-content-lists';

const NOT_FOUND = 'This featured kid no longer exists.';

/** The form's 'yyyy-MM' month becomes the month's first day in the date column; '' means no spotlight month. */
function toRow(input: z.output<typeof featuredKidInputSchema>) {
  return { ...input, spotlightMonth: input.spotlightMonth ? `${input.spotlightMonth}-01` : null };
}

export const adminFeaturedKidsRouter = router({
  list: adminProcedure.input(adminFeaturedKidListSchema).query(({ ctx, input }) => listFeaturedKidsPage(ctx.db, input)),

  bulk: adminProcedure
    .input(adminBulkSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => bulkContentAction(tx, ctx.user, 'featured_kid', input, ctx.now()))),

  create: adminProcedure.input(featuredKidInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(featuredKids).values(toRow(input)).returning({ id: featuredKids.id });
      await recordAudit(tx, ctx.user, 'create', 'featured_kid', row!.id, { name: input.name });
      return { id: row!.id };
    }),
  ),

  update: adminProcedure.input(featuredKidUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(featuredKids).set(toRow(input.kid)).where(eq(featuredKids.id, input.id)).returning({ id: featuredKids.id });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'update', 'featured_kid', input.id, { name: input.kid.name, isFeatured: input.kid.isFeatured });
      return { id: row.id };
    }),
  ),

  delete: adminProcedure.input(featuredKidIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(featuredKids).where(eq(featuredKids.id, input.id)).returning({ name: featuredKids.name });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'featured_kid', input.id, { name: row.name });
      return { id: input.id };
    }),
  ),
});
