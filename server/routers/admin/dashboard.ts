import { dashboardStats } from '../../services/admin-stats';
import { adminProcedure, router } from '../../trpc/init';

export const adminDashboardRouter = router({
  /** Counts of profiles, game sessions, courses and lessons; the latest sessions; today's orders; unanswered messages; latest audit entries. */
  stats: adminProcedure.query(({ ctx }) => dashboardStats(ctx.db, ctx.now())),
});
