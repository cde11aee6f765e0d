import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { PRODUCT_CATEGORIES } from '../../server/db/schema';
import { SAMPLE_CONTENT_DAY, sampleCalendar } from '../../server/db/sample-calendar';
import { seed } from '../../server/db/seed';
import { SAMPLE_STAND_COUNTS } from '../../server/db/seed-stands';
import { seedCourses, seedFeaturedKids, seedInstagramPosts, seedProducts } from '../../server/db/seed-data';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const seededTables = {
  events: schema.events,
  featuredKids: schema.featuredKids,
  partyPackages: schema.partyPackages,
  blogPosts: schema.blogPosts,
  sweetFacts: schema.sweetFacts,
  instagramPosts: schema.instagramPosts,
  testimonials: schema.testimonials,
  fundraiserGroups: schema.fundraiserGroups,
  fundraiserStands: schema.fundraiserStands,
  standEvents: schema.standEvents,
  standRatings: schema.standRatings,
  standPointAwards: schema.standPointAwards,
  videoTutorials: schema.videoTutorials,
  resourceTemplates: schema.resourceTemplates,
  faqItems: schema.faqItems,
  products: schema.products,
  productVariants: schema.productVariants,
  productImages: schema.productImages,
  achievements: schema.achievements,
  courses: schema.courses,
  lessons: schema.lessons,
  siteSettings: schema.siteSettings,
};

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(seededTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('seed', () => {
  let testDb: TestDatabase;
  let db: Database;
  let afterFirst: Record<string, number>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    await seed(db, { today: SAMPLE_CONTENT_DAY });
    afterFirst = await countRows(db);
    await seed(db, { today: SAMPLE_CONTENT_DAY });
  });

  afterAll(async () => {
    await testDb?.close();
  });

  it('fills every content table, and a second run adds nothing', async () => {
    for (const [name, n] of Object.entries(afterFirst)) expect(n, name).toBeGreaterThan(0);
    expect(await countRows(db)).toEqual(afterFirst);
    // The program's five sample participants are stands of one sample group, with their days and results.
    expect(afterFirst).toMatchObject(SAMPLE_STAND_COUNTS);
    expect(afterFirst).toMatchObject({ fundraiserStands: 5, standEvents: 16, standRatings: 26, standPointAwards: 9 });
    expect(afterFirst).toMatchObject({
      sweetFacts: 6,
      instagramPosts: 6,
      videoTutorials: 4,
      resourceTemplates: 4,
      partyPackages: 3,
      blogPosts: 6,
      featuredKids: 3,
    });
  });

  it('does not overwrite what staff have edited', async () => {
    const [pkg] = await db.select().from(schema.partyPackages).where(eq(schema.partyPackages.slug, 'fluffy-basic'));
    if (!pkg) throw new Error('fluffy-basic missing');
    await db.update(schema.partyPackages).set({ priceCents: 20900 }).where(eq(schema.partyPackages.id, pkg.id));
    await seed(db, { today: SAMPLE_CONTENT_DAY });
    const [after] = await db.select().from(schema.partyPackages).where(eq(schema.partyPackages.id, pkg.id));
    expect(after?.priceCents).toBe(20900);
    await db.update(schema.partyPackages).set({ priceCents: 19900 }).where(eq(schema.partyPackages.id, pkg.id));
  });

  it('has the three party packages at their exact prices, Mega Drip Party the popular one', async () => {
    const rows = await db.select().from(schema.partyPackages).orderBy(asc(schema.partyPackages.displayOrder));
    expect(rows.map((r) => [r.slug, r.name, r.priceCents, r.isPopular])).toEqual([
      ['fluffy-basic', 'Fluffy Basic', 19900, false],
      ['mega-drip-party', 'Mega Drip Party', 39900, true],
      ['ultimate-experience', 'Ultimate Experience', 69900, false],
    ]);
    expect(rows[1]?.features).toEqual(expect.arrayContaining(['3 hours of service', 'Up to 75 servings', 'Custom colors']));
  });

  it('has published blog posts blog1..blog6, blog1 the newest', async () => {
    const rows = await db.select().from(schema.blogPosts).orderBy(asc(schema.blogPosts.id));
    expect(rows.map((r) => r.id)).toEqual(['blog1', 'blog2', 'blog3', 'blog4', 'blog5', 'blog6']);
    for (const post of rows) {
      expect(post.isPublished).toBe(true);
      for (const tag of ['<h2>', '<p>', '<ul>', '<blockquote>']) expect(post.content, `${post.id} ${tag}`).toContain(tag);
    }
    const newest = [...rows].sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))[0];
    expect(newest?.id).toBe('blog1');
  });

  it('has an active product in every shop category, and something inactive to hide', async () => {
    const active = await db.select({ category: schema.products.category }).from(schema.products).where(eq(schema.products.isActive, true));
    const categories = new Set(active.map((r) => r.category));
    for (const category of PRODUCT_CATEGORIES) expect(categories.has(category), category).toBe(true);

    const inactiveProducts = await db.select().from(schema.products).where(eq(schema.products.isActive, false));
    expect(inactiveProducts.length).toBeGreaterThan(0);
    const inactiveVariants = await db.select().from(schema.productVariants).where(eq(schema.productVariants.isActive, false));
    expect(inactiveVariants.length).toBeGreaterThan(0);

    const variantProducts = await db.select().from(schema.products).where(eq(schema.products.hasVariants, true));
    for (const p of variantProducts) expect(p.priceCents, p.name).toBeNull();
    const sizes = await db.select({ size: schema.productVariants.size }).from(schema.productVariants);
    expect(sizes.map((s) => s.size)).toEqual(expect.arrayContaining(['16oz', '32oz']));
  });

  it('seeds no users', async () => {
    const [row] = await db.select({ n: count() }).from(schema.users);
    expect(row?.n).toBe(0);
  });

  it('refers only to images that exist under public/', () => {
    const when = sampleCalendar(SAMPLE_CONTENT_DAY);
    const urls = [
      ...seedProducts(when).flatMap((p) => [p.imageUrl ?? '', ...p.images.map((i) => i.imageUrl)]),
      ...seedFeaturedKids(when).map((k) => k.imageUrl ?? ''),
      ...seedCourses(when).map((c) => c.imageUrl ?? ''),
      ...seedInstagramPosts(when).map((p) => p.image),
    ];
    for (const url of urls) {
      expect(url, 'image url').toMatch(/^\/images\//);
      expect(existsSync(path.resolve(import.meta.dirname, '../../public', `.${url}`)), url).toBe(true);
    }
  });
});

describe('sample content on any seed day', () => {
  // A site installed months after the sample content was written must still open with upcoming pop-ups, this
  // month's featured kid and recent posts: the dates move with the day the database is seeded.
  it.each(['2027-07-04', '2031-02-28', '2026-11-22'])('seeded on %s, it reads as current', async (today) => {
    const testDb = await createTestDatabase();
    try {
      await seed(testDb.db, { today });
      const eventDays = (await testDb.db.select({ day: schema.events.eventDate }).from(schema.events)).map((e) => e.day).sort();
      const upcoming = eventDays.filter((day) => day >= today);
      expect(eventDays.length - upcoming.length, 'past pop-ups').toBe(2);
      expect(upcoming).toHaveLength(7);
      // The next pop-up is within a week, on the weekday it was written for (a Saturday).
      const next = new Date(`${upcoming[0]}T00:00:00Z`);
      expect((next.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000).toBeLessThan(7);
      expect(next.getUTCDay()).toBe(6);

      const months = (await testDb.db.select({ month: schema.featuredKids.spotlightMonth }).from(schema.featuredKids)).map((k) => k.month);
      expect(months).toContain(`${today.slice(0, 7)}-01`);

      const [newest] = await testDb.db.select().from(schema.blogPosts).orderBy(desc(schema.blogPosts.publishedAt)).limit(1);
      const ageDays = (new Date(`${today}T12:00:00Z`).getTime() - newest!.publishedAt!.getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThan(0);
      expect(ageDays).toBeLessThan(30);
    } finally {
      await testDb.close();
    }
  });
});
