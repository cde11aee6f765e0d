import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import { instagramPosts } from '../../db/schema';
import { instagramPostIdSchema, instagramPostInputSchema, instagramPostUpdateSchema } from '@shared/schemas/admin-instagram';
import { recordAudit } from '../../services/audit';
import { adminProcedure, router } from '../../trpc/init';

const NOT_FOUND = 'This Instagram post no longer exists.';

/** The home page's Instagram grid, in the order the home page shows it. */
export const adminInstagramRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.db.select().from(instagramPosts).orderBy(asc(instagramPosts.displayOrder), asc(instagramPosts.id))),

  create: adminProcedure.input(instagramPostInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(instagramPosts).values(input).returning({ id: instagramPosts.id });
      await recordAudit(tx, ctx.user, 'create', 'instagram_post', row!.id, { url: input.url });
      return { id: row!.id };
    }),
  ),

  update: adminProcedure.input(instagramPostUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(instagramPosts).set(input.post).where(eq(instagramPosts.id, input.id)).returning({ id: instagramPosts.id });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'update', 'instagram_post', input.id, { url: input.post.url });
      return { id: row.id };
    }),
  ),

  delete: adminProcedure.input(instagramPostIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(instagramPosts).where(eq(instagramPosts.id, input.id)).returning({ url: instagramPosts.url });
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: NOT_FOUND });
      await recordAudit(tx, ctx.user, 'delete', 'instagram_post', input.id, { url: row.url });
      return { id: input.id };
    }),
  ),
});
