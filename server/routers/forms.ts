import { TRPCError } from '@trpc/server';
import { newsletterSchema, UNSUBSCRIBE_LINK_INVALID, unsubscribeSchema } from '@shared/schemas/newsletter';
import { bookingSchema, contactSchema, nominationSchema } from '@shared/schemas/forms';
import { assertBookingNotice } from '../services/booking-rules';
import { businessToday } from '@shared/business-date';
import { cachedMailBrand } from '../services/mail/brand';
import { newsletterWelcomeMail } from '../services/mail/newsletter';
import { nominationConfirmationMail } from '../services/mail/requests';
import { nominationNotice } from '../services/mail/staff-notices';
import { subscribeWithWelcome, unsubscribe, unsubscribeLinkStatus, unsubscribeUrl } from '../services/newsletter';
import { storeContactMessage } from '../services/contact-messages';
import { bookingMails, storeWithMail } from '../services/request-mail';
import { submitBooking, submitNomination, type Submission } from '../services/submissions';
import { BOOKING_PER_CLIENT, CONTACT_PER_CLIENT, NEWSLETTER_PER_CLIENT, NOMINATION_PER_CLIENT } from '../services/rate-limit';
import { limitPerClient } from '../trpc/client-limit';
import { publicProcedure, router } from '../trpc/init';

/** What a form submission answers: the stored row, the same for a retry of the same request. */
function answer(row: Submission) {
  return { id: row.id, createdAt: row.createdAt };
}

export const formsRouter = router({
  /**
   * The footer's 'Join the Crew!' form. The address is the key: signing up twice is not an error and not a second row.
   * A new (or returning) subscriber gets a welcome mail with a one-click unsubscribe link.
   */
  newsletter: publicProcedure
    .input(newsletterSchema)
    .use(limitPerClient(NEWSLETTER_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const brand = await cachedMailBrand(ctx.caches, ctx.db, ctx.config.publicUrl);
      const { deliverable } = await subscribeWithWelcome(ctx.db, input.email, {
        mail: (token) => newsletterWelcomeMail(input.email, unsubscribeUrl(brand.publicUrl, token), brand),
        now: ctx.now(),
        confirmationsPerHour: ctx.config.mailConfirmationsPerHour,
      });
      // Woken only for a welcome it can send: in a flood most are held by the caps.
      if (deliverable) await ctx.mailQueued();
      return { subscribed: true as const };
    }),

  /**
   * The unsubscribe page's button: the token from the mail's link is the only credential, so no session is needed.
   * Not rate limited: the token has at least 244 random bits, so there is nothing to guess, and one-click unsubscribes
   * arrive from a mail provider's few addresses on behalf of many people.
   */
  unsubscribe: publicProcedure.input(unsubscribeSchema).mutation(async ({ ctx, input }) => {
    const result = await unsubscribe(ctx.db, input.token, ctx.now());
    if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
    return { unsubscribed: true as const, email: result.email };
  }),

  /** What the unsubscribe page shows as it opens: whom the link is for, and whether they already left the list. */
  unsubscribeStatus: publicProcedure.input(unsubscribeSchema).query(async ({ ctx, input }) => {
    const status = await unsubscribeLinkStatus(ctx.db, input.token);
    if (!status) throw new TRPCError({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
    return status;
  }),

  /** The contact page's message form, stored for the back-office inbox; the sender and the business get a mail. */
  contact: publicProcedure
    .input(contactSchema)
    .use(limitPerClient(CONTACT_PER_CLIENT))
    .mutation(async ({ ctx, input }) => answer(await storeContactMessage(ctx, input))),

  /**
   * A private-event booking request; the date must leave the minimum notice from Settings, counted in Atlanta. The
   * person and the business get a mail.
   */
  booking: publicProcedure
    .input(bookingSchema)
    .use(limitPerClient(BOOKING_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      await assertBookingNotice(ctx.db, input.eventDate, ctx.now());
      const today = businessToday(ctx.now());
      return answer(
        await storeWithMail(
          ctx,
          (tx) => submitBooking(tx, input, today),
          (row, brand, tx) => bookingMails(tx, row.id, input, brand),
        ),
      );
    }),

  /** A Featured Kids nomination; the nominator and the business get a mail. */
  nomination: publicProcedure
    .input(nominationSchema)
    .use(limitPerClient(NOMINATION_PER_CLIENT))
    .mutation(async ({ ctx, input }) =>
      answer(
        await storeWithMail(
          ctx,
          (tx) => submitNomination(tx, input),
          (row, brand) => ({ confirmation: nominationConfirmationMail(input, brand), notice: nominationNotice(row.id, input, brand) }),
        ),
      ),
    ),
});
