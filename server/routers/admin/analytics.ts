import { analyticsInputSchema } from '@shared/schemas/admin-system';
import { analyticsSeries } from '../../services/admin-stats';
import { adminProcedure, router } from '../../trpc/init';

export const adminAnalyticsRouter = router({
  /** Daily orders and revenue, sign-ups, game sessions and form submissions over the last 30 or 90 days. */
  overview: adminProcedure.input(analyticsInputSchema).query(({ ctx, input }) => analyticsSeries(ctx.db, ctx.now(), input.days)),
});
