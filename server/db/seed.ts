import type { Database, Executor } from './client';
import {
  achievements,
  blogPosts,
  courses,
  events,
  faqItems,
  featuredKids,
  instagramPosts,
  lessons,
  partyPackages,
  productImages,
  products,
  productVariants,
  resourceTemplates,
  siteSettings,
  discountCodes,
  sweetFacts,
  testimonials,
  videoTutorials,
} from './schema';
import {
  seedAchievements,
  seedBlogPosts as seedBlogPostsAround,
  seedCourses as seedCoursesAround,
  seedEvents as seedEventsAround,
  seedFaqItems,
  seedFeaturedKids as seedFeaturedKidsAround,
  seedInstagramPosts as seedInstagramPostsAround,
  seedPartyPackages,
  seedProducts as seedProductsAround,
  seedResourceTemplates,
  seedSiteSettings,
  seedFulfilmentSettings,
  seedSweetFacts,
  seedTestimonials,
  seedVideoTutorials,
} from './seed-data';
import { sampleCalendar } from './sample-calendar';
import { seedSampleStands } from './seed-stands';
import { businessToday } from '@shared/business-date';

/**
 * Inserts the sample content a new database starts with. Every row has a fixed key and every insert is
 * `ON CONFLICT DO NOTHING`, so running it again (the server does at every start) adds nothing and never overwrites
 * what staff have edited since. All in one transaction: a database is either fully seeded or not at all. No users.
 */
export async function seed(db: Executor, options: { today: string }): Promise<void> {
  // Dated samples (pop-ups, spotlights, posts) sit around the seed day, so a site installed any day starts current.
  const when = sampleCalendar(options.today);
  const seedEvents = seedEventsAround(when);
  const seedFeaturedKids = seedFeaturedKidsAround(when);
  const seedBlogPosts = seedBlogPostsAround(when);
  const seedInstagramPosts = seedInstagramPostsAround(when);
  const seedProducts = seedProductsAround(when);
  const seedCourses = seedCoursesAround(when);
  // On a transaction this opens a savepoint, so the seed also composes inside a caller's transaction.
  await db.transaction(async (tx) => {
    await tx.insert(events).values(seedEvents).onConflictDoNothing();
    await tx.insert(featuredKids).values(seedFeaturedKids).onConflictDoNothing();
    await tx.insert(partyPackages).values(seedPartyPackages).onConflictDoNothing();
    await tx.insert(blogPosts).values(seedBlogPosts).onConflictDoNothing();
    await tx.insert(sweetFacts).values(seedSweetFacts).onConflictDoNothing();
    await tx.insert(instagramPosts).values(seedInstagramPosts).onConflictDoNothing();
    await tx.insert(testimonials).values(seedTestimonials).onConflictDoNothing();
    await seedSampleStands(tx, when);
    await tx.insert(videoTutorials).values(seedVideoTutorials).onConflictDoNothing();
    await tx.insert(resourceTemplates).values(seedResourceTemplates).onConflictDoNothing();
    await tx.insert(faqItems).values(seedFaqItems).onConflictDoNothing();
    await tx.insert(achievements).values(seedAchievements).onConflictDoNothing();

    await tx
      .insert(products)
      .values(seedProducts.map(({ variants: _variants, images: _images, ...product }) => product))
      .onConflictDoNothing();
    const variantRows = seedProducts.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })));
    if (variantRows.length > 0) await tx.insert(productVariants).values(variantRows).onConflictDoNothing();
    const imageRows = seedProducts.flatMap((p) => p.images.map((i) => ({ ...i, productId: p.id })));
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows).onConflictDoNothing();

    await tx
      .insert(courses)
      .values(seedCourses.map(({ lessons: _lessons, ...course }) => course))
      .onConflictDoNothing();
    const lessonRows = seedCourses.flatMap((c) => c.lessons.map((l) => ({ ...l, courseId: c.id })));
    if (lessonRows.length > 0) await tx.insert(lessons).values(lessonRows).onConflictDoNothing();

    await tx
      .insert(siteSettings)
      .values([
        { key: 'contact', value: seedSiteSettings.contact },
        { key: 'social', value: seedSiteSettings.social },
        { key: 'fulfilment', value: seedFulfilmentSettings },
      ])
      .onConflictDoNothing();
    // A discount code to show at checkout on a fresh site (staff edit or switch it off under Discount codes).
    await tx.insert(discountCodes).values({ code: 'SWEET10', kind: 'percent', value: 10, minOrderCents: 1500 }).onConflictDoNothing();
  });
}

const SEEDED_MARKER = 'seeded_at';

/**
 * Seeds a new database once. The server calls this at every start: after the first seed a marker row is kept, so
 * sample content that staff delete in the back office does not come back at the next restart.
 */
export async function seedOnce(db: Database, now: Date): Promise<'seeded' | 'already-seeded'> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ key: SEEDED_MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (inserted.length === 0) return 'already-seeded';
    await seed(tx, { today: businessToday(now) });
    return 'seeded';
  });
}
