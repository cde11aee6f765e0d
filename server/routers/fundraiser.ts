import {
  fundraiserRegistrationSchema,
  groupPageSchema,
  leaderboardSchema,
  placeSearchSchema,
  publicKidName,
  ratingLinkSchema,
  standEventRemoveSchema,
  standEventSchema,
  standPageSchema,
  standRatingSchema,
  standSettingsSchema,
  standVideoRemoveSchema,
  standVideoSchema,
} from '@shared/schemas/fundraiser';
import { businessToday } from '@shared/business-date';
import { organizerGroups } from '../services/fundraiser-organizers';
import {
  addStandEvent,
  listedStandSlugs,
  myStands,
  publicStand,
  removeStandEvent,
  STAND_CHANGES_TOPIC,
  standChoices,
  updateStandSettings,
} from '../services/fundraiser-stands';
import { fundraiserLanding, storeRegistration } from '../services/fundraiser';
import { publicGroup } from '../services/fundraiser-groups';
import { fundraiserLeaderboard } from '../services/fundraiser-leaderboard';
import { registrationConfirmationMail } from '../services/mail/requests';
import { registrationNotice } from '../services/mail/staff-notices';
import { storeWithMail } from '../services/request-mail';
import { FUNDRAISER_REGISTRATION_PER_CLIENT, STAND_RATING_PER_CLIENT } from '../services/rate-limit';
import { rateStand, ratingLink } from '../services/stand-ratings';
import { addStandVideo, removeStandVideo } from '../services/stand-media';
import { searchUsPlaces } from '@shared/places/us-places';
import { limitPerClient } from '../trpc/client-limit';
import { memberProcedure, publicProcedure, router } from '../trpc/init';

/** A parent's change shows on the stand's public page: the cached pages are cleared once it is stored. */
async function announceStandChange<T>(ctx: { bus: { publish: (topic: string) => Promise<void> } }, change: Promise<T>): Promise<T> {
  const result = await change;
  await ctx.bus.publish(STAND_CHANGES_TOPIC);
  return result;
}

export const fundraiserRouter = router({
  /** Tutorials, templates, FAQ, the stands' map pins, the approved gallery and the program video for the landing page. */
  landing: publicProcedure.query(({ ctx }) => fundraiserLanding(ctx.db, businessToday(ctx.now()))),

  /** Stands ranked by average or total points from their real results, a page at a time, optionally one group's. */
  leaderboard: publicProcedure.input(leaderboardSchema).query(({ ctx, input }) => fundraiserLeaderboard(ctx.db, businessToday(ctx.now()), input)),

  /** Stores a registration (once per idempotency key); the parent gets the next steps and downloads, the business a notice. */
  register: publicProcedure
    .input(fundraiserRegistrationSchema)
    .use(limitPerClient(FUNDRAISER_REGISTRATION_PER_CLIENT))
    .mutation(async ({ ctx, input }) => {
      const { idempotencyKey, ...values } = input;
      const stored = await storeWithMail(
        ctx,
        (tx) => storeRegistration(tx, { ...values, idempotencyKey }),
        (row, brand) => {
          const mailValues = { ...values, kidName: publicKidName(values.kidFirstName, values.kidLastInitial) };
          return { confirmation: registrationConfirmationMail(mailValues, brand), notice: registrationNotice(row.id, mailValues, brand) };
        },
      );
      return { id: stored.id, registered: true as const };
    }),

  /** A stand's public page: public name, group, city, approved story and photo, raised total and coming stand days. */
  stand: publicProcedure.input(standPageSchema).query(({ ctx, input }) => publicStand(ctx.db, ctx.caches.standSlugs, input.slug, businessToday(ctx.now()))),

  /** The rating page: which stand the order supported and whether it was rated already. Never cached: it answers from a token. */
  ratingLink: publicProcedure.input(ratingLinkSchema).query(({ ctx, input }) => ratingLink(ctx.db, input.token)),

  /** A supporter rates the stand once per order, from the confirmation mail's link; the stand's points move at once. */
  rateStand: publicProcedure
    .input(standRatingSchema)
    .use(limitPerClient(STAND_RATING_PER_CLIENT))
    .mutation(({ ctx, input }) => announceStandChange(ctx, rateStand(ctx.db, input.token, input.stars, ctx.now()))),

  /** ZIP codes and cities from the shipped US places list that start with what the parent typed (no network). */
  placeSearch: publicProcedure.input(placeSearchSchema).query(({ input }) => searchUsPlaces(input.q)),

  /** A group's page: its collected total, the sum of its stands' goals and its stands ranked by points. */
  group: publicProcedure.input(groupPageSchema).query(({ ctx, input }) => publicGroup(ctx.db, ctx.caches.groupSlugs, input.slug, businessToday(ctx.now()))),

  /** The stands whose parent let search engines list the page: the sitemap's. */
  listedStands: publicProcedure.query(({ ctx }) => listedStandSlugs(ctx.db)),

  /** The stands a supporter may choose at checkout. */
  standChoices: publicProcedure.query(({ ctx }) => standChoices(ctx.db)),

  /** The stands registered with the signed-in member's address (a parent manages their kids' stands). */
  myStands: memberProcedure.query(({ ctx }) => myStands(ctx.db, ctx.user.email, businessToday(ctx.now()))),

  /**
   * The groups the signed-in member organizes (named as organizer at registration, approved by staff), each with its
   * stands as an organizer sees them: no parent's address, age or place.
   */
  myGroups: memberProcedure.query(({ ctx }) => organizerGroups(ctx.db, ctx.user.email, businessToday(ctx.now()))),

  /** The parent saves goal, story and consent; a new story waits for staff before the public sees it. */
  updateMyStand: memberProcedure
    .input(standSettingsSchema)
    .mutation(({ ctx, input }) => announceStandChange(ctx, updateStandSettings(ctx.db, ctx.user.email, input))),

  /** The parent plans a stand day on their own stand (shown on the stand page while it is ahead). */
  addStandEvent: memberProcedure
    .input(standEventSchema)
    .mutation(({ ctx, input }) => announceStandChange(ctx, addStandEvent(ctx.db, ctx.user.email, businessToday(ctx.now()), input))),

  removeStandEvent: memberProcedure
    .input(standEventRemoveSchema)
    .mutation(({ ctx, input }) => announceStandChange(ctx, removeStandEvent(ctx.db, ctx.user.email, input.slug, input.id))),

  /** The parent adds a YouTube or TikTok link to their stand; staff approve it before the map and gallery show it. */
  addStandVideo: memberProcedure
    .input(standVideoSchema)
    .mutation(({ ctx, input }) => addStandVideo(ctx.db, ctx.user.email, { slug: input.slug, title: input.title, video: input.link })),

  /** Removing a video can take an approved one off the public pages, so their caches are cleared. */
  removeStandVideo: memberProcedure
    .input(standVideoRemoveSchema)
    .mutation(({ ctx, input }) => announceStandChange(ctx, removeStandVideo(ctx.db, ctx.user.email, input.slug, input.id))),
});
