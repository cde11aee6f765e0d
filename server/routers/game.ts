import { syncDeltaSchema } from '../schemas/game';
import { loadLeaderboards } from '../services/leaderboards';
import { applyProgressDelta } from '../services/progress-sync';
import { memberProcedure, publicProcedure, router } from '../trpc/init';

export const gameRouter = router({
  /**
   * A signed-in player's progress delta. Applied once per delta id; refused (and nothing changes) when it is larger
   * than the game's rules allow for the time since the last accepted one.
   */
  sync: memberProcedure.input(syncDeltaSchema).mutation(({ ctx, input }) => applyProgressDelta(ctx.db, ctx.user.id, input, ctx.now())),

  /** Empire Builders, Daily Stars and Customer Love from members' saved progress (display names only). */
  leaderboards: publicProcedure.query(({ ctx }) => loadLeaderboards(ctx.db, ctx.now())),
});
