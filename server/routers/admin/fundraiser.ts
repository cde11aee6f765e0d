import { businessToday } from '@shared/business-date';
import { creativityAwardSchema, groupShareSchema, moderationSchema, registrationIdSchema, registrationListSchema, standIdSchema } from '@shared/schemas/admin-fundraiser';
import { awardCreativityPoints, groupTotals, listStandsForStaff, moderateStand, moderationQueue, removeStand, setGroupShare } from '../../services/fundraiser-admin';
import { approveRegistration, declineRegistration, listRegistrations } from '../../services/fundraiser-stands';
import { adminProcedure, router } from '../../trpc/init';

// The Fluff Fundraiser screen. Admins only, like the rest of the back office (its guard admits admins alone): the
// registrations hold parents' addresses and the kids' ages.
export const adminFundraiserRouter = router({
  registrations: adminProcedure.input(registrationListSchema).query(({ ctx, input }) => listRegistrations(ctx.db, input.decision)),

  /** Opens the stand and mails the parent its links, all in one transaction. */
  approve: adminProcedure.input(registrationIdSchema).mutation(({ ctx, input }) =>
    approveRegistration(ctx.db, ctx.user, input.id, { publicUrl: ctx.config.publicUrl, now: ctx.now(), mailQueued: ctx.mailQueued }),
  ),

  decline: adminProcedure.input(registrationIdSchema).mutation(({ ctx, input }) =>
    declineRegistration(ctx.db, ctx.user, input.id, { publicUrl: ctx.config.publicUrl, now: ctx.now(), mailQueued: ctx.mailQueued }),
  ),

  stands: adminProcedure.query(({ ctx }) => listStandsForStaff(ctx.db, businessToday(ctx.now()))),

  /** Creativity points for a stand's story, photo or video; they count on the leaderboard at once. */
  awardPoints: adminProcedure
    .input(creativityAwardSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => awardCreativityPoints(tx, ctx.user, input))),

  /** Removes a stand from the site (a seeded sample once real stands run, or one that should not be public). */
  removeStand: adminProcedure.input(standIdSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => removeStand(tx, ctx.user, input.id))),

  groups: adminProcedure.query(({ ctx }) => groupTotals(ctx.db)),

  setGroupShare: adminProcedure
    .input(groupShareSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => setGroupShare(tx, ctx.user, input.id, input.sharePercent))),

  /** Stories and photos waiting for a look before the public sees them. */
  moderation: adminProcedure.query(({ ctx }) => moderationQueue(ctx.db)),

  moderate: adminProcedure
    .input(moderationSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => moderateStand(tx, ctx.user, input.id, input.item, input.decision))),
});
