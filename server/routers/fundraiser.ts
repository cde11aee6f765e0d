import { fundraiserRegistrationSchema, leaderboardSchema } from '@shared/schemas/fundraiser';
import { fundraiserLanding, fundraiserLeaderboard, storeRegistration } from '../services/fundraiser';
import { registrationConfirmationMail } from '../services/mail/requests';
import { registrationNotice } from '../services/mail/staff-notices';
import { storeWithMail } from '../services/request-mail';
import { FUNDRAISER_REGISTRATION_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';

export const fundraiserRouter = router({
  /** Tutorials, templates, FAQ, stand pins, gallery and the program video for the landing page. */
  landing: publicProcedure.query(({ ctx }) => fundraiserLanding(ctx.db)),

  /** Top participants sorted descending by average or total points. */
  leaderboard: publicProcedure.input(leaderboardSchema).query(({ ctx, input }) => fundraiserLeaderboard(ctx.db, input.sort, input.limit)),

  /** Stores a registration (once per idempotency key); the parent gets the next steps and downloads, the business a notice. */
  register: publicProcedure.input(fundraiserRegistrationSchema).use(limitPerClient(FUNDRAISER_REGISTRATION_PER_CLIENT)).mutation(async ({ ctx, input }) => {
    const { idempotencyKey, ...values } = input;
    const stored = await storeWithMail(
      ctx,
      (tx) => storeRegistration(tx, { ...values, idempotencyKey }),
      (row, brand) => [registrationConfirmationMail(values, brand), registrationNotice(row.id, values, brand)],
    );
    return { id: stored.id, registered: true as const };
  }),
});
