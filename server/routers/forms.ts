import { newsletterSignups } from '../db/schema';
import { newsletterSchema } from '../schemas/newsletter';
import { bookingSchema, contactSchema, nominationSchema } from '../schemas/forms';
import { assertBookingNotice } from '../services/booking-rules';
import { businessToday } from '../services/business-date';
import { submitBooking, submitContactMessage, submitNomination } from '../services/submissions';
import { BOOKING_PER_CLIENT, CONTACT_PER_CLIENT, NEWSLETTER_PER_CLIENT, NOMINATION_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';

export const formsRouter = router({
  /** The footer's 'Join the Crew!' form. The address is the key: signing up twice is not an error and not a second row. */
  newsletter: publicProcedure.input(newsletterSchema).use(limitPerClient(NEWSLETTER_PER_CLIENT)).mutation(async ({ ctx, input }) => {
    await ctx.db.insert(newsletterSignups).values({ email: input.email }).onConflictDoNothing({ target: newsletterSignups.email });
    return { subscribed: true as const };
  }),

  /** The contact page's message form, stored for the back-office inbox. */
  contact: publicProcedure
    .input(contactSchema)
    .use(limitPerClient(CONTACT_PER_CLIENT))
    .mutation(({ ctx, input }) => submitContactMessage(ctx.db, input)),

  /** A private-event booking request; the date must leave the minimum notice from Settings, counted in Atlanta. */
  booking: publicProcedure
    .input(bookingSchema)
    .use(limitPerClient(BOOKING_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      await assertBookingNotice(ctx.db, input.eventDate, ctx.now());
      return submitBooking(ctx.db, input, businessToday(ctx.now()));
    }),

  /** A Featured Kids nomination. */
  nomination: publicProcedure
    .input(nominationSchema)
    .use(limitPerClient(NOMINATION_PER_CLIENT))
    .mutation(({ ctx, input }) => submitNomination(ctx.db, input)),
});
