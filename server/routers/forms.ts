import { newsletterSignups } from '../db/schema';
import { newsletterSchema } from '../schemas/newsletter';
import { publicProcedure, router } from '../trpc/init';

export const formsRouter = router({
  /** The footer's 'Join the Crew!' form. The address is the key: signing up twice is not an error and not a second row. */
  newsletter: publicProcedure.input(newsletterSchema).mutation(async ({ ctx, input }) => {
    await ctx.db.insert(newsletterSignups).values({ email: input.email }).onConflictDoNothing({ target: newsletterSignups.email });
    return { subscribed: true as const };
  }),
});
