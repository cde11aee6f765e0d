import { dashboardStats } from '../../services/admin-stats';
import { salesSummary } from '../../services/sales-summary';
import { adminProcedure, router } from '../../trpc/init';

export const adminDashboardRouter = router({
  /** Counts of profiles, game sessions, courses and lessons; the latest sessions; today's orders; unanswered messages; latest audit entries. */
  stats: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db, ctx.now())),
  /** Collected sales by Atlanta day and week, average order value, top products, new members, fundraiser sales and owed. */
  sales: adminProcedure.query(({ ctx }) => salesSummary(ctx.db, ctx.now())),
});
