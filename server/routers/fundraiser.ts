import { fundraiserRegistrationSchema, leaderboardSchema } from '../schemas/fundraiser';
import { fundraiserLanding, fundraiserLeaderboard, registrationConfirmationMail, storeRegistration } from '../services/fundraiser';
import { FUNDRAISER_REGISTRATION_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { queueMail } from '../services/mail-outbox';
import { publicProcedure, router } from '../trpc/init';

export const fundraiserRouter = router({
  /** Tutorials, templates, FAQ, stand pins, gallery and the program video for the landing page. */
  landing: publicProcedure.query(({ ctx }) => fundraiserLanding(ctx.db)),

  /** Top participants sorted descending by average or total points. */
  leaderboard: publicProcedure.input(leaderboardSchema).query(({ ctx, input }) => fundraiserLeaderboard(ctx.db, input.sort, input.limit)),

  /** Stores a registration (once per idempotency key) and emails the parent the next steps and download links. */
  register: publicProcedure.input(fundraiserRegistrationSchema).use(limitPerClient(FUNDRAISER_REGISTRATION_PER_CLIENT)).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...values } = input;
    // The registration and its confirmation mail commit together; the outbox delivers the mail (and retries it
    // through an SMTP outage) after the commit.
    const stored = await ctx.db.transaction(async (tx) => {
      const row = await storeRegistration(tx, { ...values, idempotencyKey });
      if (row.created) await queueMail(tx, registrationConfirmationMail(values, ctx.config.publicUrl), ctx.now());
      return row;
    });
    if (stored.created) await ctx.mailQueued();
    return { id: stored.id, registered: true as const };
  }),
});
