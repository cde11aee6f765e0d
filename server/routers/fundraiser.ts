import { fundraiserRegistrationSchema, leaderboardSchema } from '../schemas/fundraiser';
import { fundraiserLanding, fundraiserLeaderboard, registrationConfirmationMail, storeRegistration } from '../services/fundraiser';
import { FUNDRAISER_REGISTRATION_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';

export const fundraiserRouter = router({
  /** Tutorials, templates, FAQ, stand pins, gallery and the program video for the landing page. */
  landing: publicProcedure.query(({ ctx }) => fundraiserLanding(ctx.db)),

  /** Top participants sorted descending by average or total points. */
  leaderboard: publicProcedure.input(leaderboardSchema).query(({ ctx, input }) => fundraiserLeaderboard(ctx.db, input.sort, input.limit)),

  /** Stores a registration (once per idempotency key) and emails the parent the next steps and download links. */
  register: publicProcedure.input(fundraiserRegistrationSchema).use(limitPerClient(FUNDRAISER_REGISTRATION_PER_CLIENT)).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...values } = input;
    const stored = await storeRegistration(ctx.db, { ...values, idempotencyKey });
    if (stored.created) {
      try {
        await ctx.mailer.send(registrationConfirmationMail(values, ctx.config.publicUrl));
      } catch (error) {
        // The registration is stored and staff see it in the back office; a mail outage must not lose it.
        ctx.req?.log.error({ err: error }, 'fundraiser confirmation mail failed');
      }
    }
    return { id: stored.id, registered: true as const };
  }),
});
