import { pageViewSchema, submitBatchSchema } from '@shared/schemas/game';
import { loadLeaderboards } from '../services/leaderboards';
import { verifiedGameSyncs } from '../services/metrics';
import { recordPageView } from '../services/page-views';
import { startGuestPlaySession, submitGuestBatch } from '../services/game-guests';
import { startPlaySession, submitPlayBatch } from '../services/progress-sync';
import { memberProcedure, publicProcedure, router } from '../trpc/init';

export const gameRouter = router({
  /** A signed-in member's play session: the stand as last saved, a seed the server chose, and the session's id. */
  startSession: memberProcedure.mutation(({ ctx }) => startPlaySession(ctx.db, ctx.user.id, ctx.now())),

  /**
   * A batch of the member's play (stamped commands up to a step). The server replays it from the session's state and
   * credits what the replay earns; a batch that does not replay is refused and changes nothing; a retried batch
   * number is applied once.
   */
  submitBatch: memberProcedure.input(submitBatchSchema).mutation(async ({ ctx, input }) => {
    const result = await submitPlayBatch(ctx.db, ctx.user.id, input, ctx.now());
    // Counted once per batch that replayed and was stored (a retried batch number is not counted again).
    if (!result.duplicate) verifiedGameSyncs.inc();
    return result;
  }),

  /**
   * A page the member opened inside the site: the id the game pays its exploration bonus against, or null when the
   * page pays nothing (the home page, or a page already opened today).
   */
  pageView: memberProcedure.input(pageViewSchema).mutation(({ ctx, input }) => recordPageView(ctx.db, ctx.user.id, input.path, ctx.now())),

  /**
   * A visitor's play session without an account: the guest's stand named by the browser's guest cookie, or a new
   * guest (and cookie) when it names none. Its batches are verified like a member's (submitGuestBatch).
   */
  startGuestSession: publicProcedure.mutation(({ ctx }) => startGuestPlaySession(ctx.db, ctx.gameGuest, ctx.clientIp, ctx.now())),

  /** A batch of a guest's play, replayed and stored for the guest the cookie names; carried into an account at sign-in. */
  submitGuestBatch: publicProcedure.input(submitBatchSchema).mutation(async ({ ctx, input }) => {
    const result = await submitGuestBatch(ctx.db, ctx.gameGuest, input, ctx.now());
    if (!result.duplicate) verifiedGameSyncs.inc();
    return result;
  }),

  /** Empire Builders, Daily Stars and Customer Love from members' saved progress (display names only). */
  leaderboards: publicProcedure.query(({ ctx }) => loadLeaderboards(ctx.db, ctx.now())),
});
