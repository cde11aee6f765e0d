import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { events, faqItems, featuredKids, instagramPosts, partyPackages, sweetFacts, testimonials } from '../db/schema';
import { businessToday } from '@shared/business-date';
import { publicSettings } from '../services/app-caches';
import { publicProcedure, router } from '../trpc/init';

// Public reads of the content staff manage in the back office. Nothing here writes.

export const EVENTS_PAGE_SIZE = 3;
export const EVENTS_PAGE_MAX = 24;

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  address: events.address,
  eventDate: events.eventDate,
  startTime: events.startTime,
  endTime: events.endTime,
  type: events.type,
  lat: events.lat,
  lng: events.lng,
};

/** Active events from `today` on (an event on the day itself is still listed), soonest first. */
function upcomingEvents(db: Executor, today: string) {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.isActive, true), gte(events.eventDate, today)))
    .orderBy(asc(events.eventDate), asc(events.startTime), asc(events.id));
}

const kidColumns = {
  id: featuredKids.id,
  name: featuredKids.name,
  age: featuredKids.age,
  story: featuredKids.story,
  dream: featuredKids.dream,
  contribution: featuredKids.contribution,
  imageUrl: featuredKids.imageUrl,
  spotlightMonth: featuredKids.spotlightMonth,
};

/** Visible kids, latest spotlight first: the first is this month's kid, the rest are past featured kids. */
function visibleKids(db: Executor) {
  return db
    .select(kidColumns)
    .from(featuredKids)
    .where(eq(featuredKids.isFeatured, true))
    .orderBy(sql`${featuredKids.spotlightMonth} desc nulls last`, desc(featuredKids.createdAt), asc(featuredKids.id));
}

export const contentRouter = router({
  /** Everything the home page shows beyond static copy, in one request. */
  home: publicProcedure.query(async ({ ctx }) => {
    const today = businessToday(ctx.now());
    const [facts, instagram, nextEvents, kids] = await Promise.all([
      ctx.db
        .select({ id: sweetFacts.id, image: sweetFacts.image, title: sweetFacts.title, fact: sweetFacts.fact })
        .from(sweetFacts)
        .orderBy(asc(sweetFacts.displayOrder), asc(sweetFacts.id))
        .limit(6),
      ctx.db
        .select({
          id: instagramPosts.id,
          image: instagramPosts.image,
          caption: instagramPosts.caption,
          likes: instagramPosts.likes,
          comments: instagramPosts.comments,
          postedOn: instagramPosts.postedOn,
          url: instagramPosts.url,
        })
        .from(instagramPosts)
        .orderBy(asc(instagramPosts.displayOrder), asc(instagramPosts.id))
        .limit(6),
      upcomingEvents(ctx.db, today).limit(1),
      visibleKids(ctx.db).limit(1),
    ]);
    return { facts, instagram, nextEvent: nextEvents[0] ?? null, featuredKid: kids[0] ?? null };
  }),

  /** Upcoming pop-ups, a page at a time. The cursor is the offset of the next page; null when there is none. */
  events: publicProcedure
    .input(
      z
        .object({
          cursor: z.number().int().min(0).nullish(),
          limit: z.number().int().min(1).max(EVENTS_PAGE_MAX).default(EVENTS_PAGE_SIZE),
        })
        .default({ limit: EVENTS_PAGE_SIZE }),
    )
    .query(async ({ ctx, input }) => {
      const today = businessToday(ctx.now());
      const offset = input.cursor ?? 0;
      // One extra row tells whether another page exists without a count query.
      const rows = await upcomingEvents(ctx.db, today)
        .limit(input.limit + 1)
        .offset(offset);
      const hasMore = rows.length > input.limit;
      return { items: rows.slice(0, input.limit), nextCursor: hasMore ? offset + input.limit : null, today };
    }),

  featuredKids: publicProcedure.query(async ({ ctx }) => {
    const [current = null, ...past] = await visibleKids(ctx.db);
    return { current, past };
  }),

  packages: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: partyPackages.id,
        slug: partyPackages.slug,
        name: partyPackages.name,
        priceCents: partyPackages.priceCents,
        description: partyPackages.description,
        features: partyPackages.features,
        isPopular: partyPackages.isPopular,
      })
      .from(partyPackages)
      .where(eq(partyPackages.isActive, true))
      .orderBy(asc(partyPackages.displayOrder), asc(partyPackages.priceCents)),
  ),

  testimonials: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: testimonials.id,
        name: testimonials.name,
        eventLabel: testimonials.eventLabel,
        quote: testimonials.quote,
        rating: testimonials.rating,
      })
      .from(testimonials)
      .orderBy(asc(testimonials.displayOrder), asc(testimonials.id))
      .limit(3),
  ),

  /** Contact details and social profile links from back-office Settings. */
  settings: publicProcedure.query(({ ctx }) => publicSettings(ctx.caches, ctx.db)),

  contactFaq: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
      .from(faqItems)
      .where(eq(faqItems.section, 'contact'))
      .orderBy(asc(faqItems.displayOrder), asc(faqItems.id)),
  ),
});
