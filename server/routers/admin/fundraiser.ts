import { businessToday } from '@shared/business-date';
import {
  creativityAwardSchema,
  groupShareSchema,
  moderationSchema,
  payoutSchema,
  registrationIdSchema,
  registrationListSchema,
  standIdSchema,
  standListSchema,
  videoModerationSchema,
} from '@shared/schemas/admin-fundraiser';
import { awardCreativityPoints, listStandsForStaff, moderateStand, moderationQueue, removeStand, setGroupShare } from '../../services/fundraiser-admin';
import { groupAccounts, groupTotalsCsv, markPayout } from '../../services/fundraiser-payouts';
import { moderateVideo, videoQueue } from '../../services/stand-media';
import { approveRegistration, declineRegistration, listRegistrations } from '../../services/fundraiser-stands';
import { adminProcedure, moderatorProcedure, router } from '../../trpc/init';

// The Fluff Fundraiser screen. Admins only, like the rest of the back office (its guard admits admins alone): the
// registrations hold parents' addresses and the kids' ages.
export const adminFundraiserRouter = router({
  registrations: adminProcedure.input(registrationListSchema).query(({ ctx, input }) => listRegistrations(ctx.db, input.decision)),

  /** Opens the stand and mails the parent its links, all in one transaction. */
  approve: adminProcedure
    .input(registrationIdSchema)
    .mutation(({ ctx, input }) =>
      approveRegistration(ctx.db, ctx.user, input.id, { publicUrl: ctx.config.publicUrl, now: ctx.now(), mailQueued: ctx.mailQueued }),
    ),

  decline: adminProcedure
    .input(registrationIdSchema)
    .mutation(({ ctx, input }) =>
      declineRegistration(ctx.db, ctx.user, input.id, { publicUrl: ctx.config.publicUrl, now: ctx.now(), mailQueued: ctx.mailQueued }),
    ),

  stands: adminProcedure.input(standListSchema).query(({ ctx, input }) => listStandsForStaff(ctx.db, businessToday(ctx.now()), input)),

  /** Creativity points for a stand's story, photo or video; they count on the leaderboard at once. */
  awardPoints: adminProcedure.input(creativityAwardSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => awardCreativityPoints(tx, ctx.user, input))),

  /** Removes a stand from the site (a seeded sample once real stands run, or one that should not be public). */
  removeStand: adminProcedure.input(standIdSchema).mutation(({ ctx, input }) => ctx.db.transaction((tx) => removeStand(tx, ctx.user, input.id))),

  /** Each group's sales, share owed at its rate, paid so far and still owed. */
  groups: adminProcedure.query(({ ctx }) => groupAccounts(ctx.db)),

  /** Marks a payout of a group's share as paid; never more than is still owed. */
  markPayout: adminProcedure.input(payoutSchema).mutation(async ({ ctx, input }) => {
    const result = await ctx.db.transaction((tx) => markPayout(tx, ctx.user, input, { publicUrl: ctx.config.publicUrl, now: ctx.now() }));
    await ctx.mailQueued();
    return result;
  }),

  /** The groups' totals as a CSV file the browser saves under `filename`. */
  exportGroupsCsv: adminProcedure.query(async ({ ctx }) => ({
    filename: `fundraiser-groups-${ctx.now().toISOString().slice(0, 10)}.csv`,
    csv: await groupTotalsCsv(ctx.db),
  })),

  setGroupShare: adminProcedure
    .input(groupShareSchema)
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => setGroupShare(tx, ctx.user, input.id, input.sharePercent))),

  /** Stories and photos waiting for a look before the public sees them. */
  moderation: moderatorProcedure.query(({ ctx }) => moderationQueue(ctx.db)),

  moderate: moderatorProcedure.input(moderationSchema).mutation(async ({ ctx, input }) => {
    const result = await ctx.db.transaction((tx) => moderateStand(tx, ctx.user, input, { publicUrl: ctx.config.publicUrl, now: ctx.now() }));
    await ctx.mailQueued();
    return result;
  }),

  /** Parents' video links waiting for a look before the map and gallery show them. */
  videoQueue: moderatorProcedure.query(({ ctx }) => videoQueue(ctx.db)),

  moderateVideo: moderatorProcedure.input(videoModerationSchema).mutation(async ({ ctx, input }) => {
    const result = await ctx.db.transaction((tx) => moderateVideo(tx, ctx.user, input, { publicUrl: ctx.config.publicUrl, now: ctx.now() }));
    await ctx.mailQueued();
    return result;
  }),
});
