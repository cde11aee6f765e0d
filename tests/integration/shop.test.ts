import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups, productImages, products, productVariants } from '../../server/db/schema';
import { callerFor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

describe('shop.products', () => {
  it('lists only active products, newest first, with only active variants', async () => {
    const listed = await callerFor(database.db, null).shop.products();
    const all = await database.db.select().from(products);
    const inactive = all.filter((p) => !p.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    expect(listed.map((p) => p.id)).not.toEqual(expect.arrayContaining([inactive[0]!.id]));
    const createdAt = new Map(all.map((p) => [p.id, p.createdAt.getTime()]));
    const times = listed.map((p) => createdAt.get(p.id)!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const inactiveVariants = await database.db.select().from(productVariants).where(eq(productVariants.isActive, false));
    expect(inactiveVariants.length).toBeGreaterThan(0);
    const listedVariantIds = listed.flatMap((p) => p.variants.map((v) => v.id));
    for (const variant of inactiveVariants) expect(listedVariantIds).not.toContain(variant.id);
    for (const product of listed.filter((p) => p.hasVariants)) expect(product.variants.length).toBeGreaterThan(0);
  });

  it('sends each product with the one picture the shop shows: the primary image, else the first, else its own', async () => {
    const listed = await callerFor(database.db, null).shop.products();
    const withPrimary = listed.find((p) => p.name === 'Classic Pink Vanilla')!;
    expect(withPrimary.image).toEqual({ url: '/images/products/classic-pink-tub-16oz.svg', alt: 'Classic Pink Vanilla cotton candy in a 16oz tub' });
    const [first] = await database.db.select().from(products).where(eq(products.id, withPrimary.id));
    await database.db.delete(productImages).where(eq(productImages.productId, first!.id));
    const [withoutImages] = (await callerFor(database.db, null).shop.products()).filter((p) => p.id === first!.id);
    expect(withoutImages!.image).toEqual({ url: first!.imageUrl, alt: null });
    // Nothing a card does not show goes out (its page's address, and how many are left for the sold-out state).
    expect(Object.keys(withoutImages!).sort()).toEqual([
      'category',
      'description',
      'hasVariants',
      'id',
      'image',
      'name',
      'priceCents',
      'slug',
      'stockLeft',
      'variants',
    ]);
    expect(Object.keys(withoutImages!.variants[0]!).sort()).toEqual(['id', 'imageAlt', 'imageUrl', 'priceCents', 'size', 'stockLeft']);
  });

  it('filters by category and refuses an unknown one', async () => {
    const caller = callerFor(database.db, null);
    const games = await caller.shop.products({ category: 'games' });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((p) => p.category === 'games')).toBe(true);
    // @ts-expect-error an unknown category is refused at runtime too
    await expect(caller.shop.products({ category: 'spaceships' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('hides a product once staff deactivate it', async () => {
    const caller = callerFor(database.db, null);
    const [first] = await caller.shop.products();
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, first!.id));
    expect((await caller.shop.products()).map((p) => p.id)).not.toContain(first!.id);
  });
});

describe('forms.newsletter', () => {
  it('stores an address once, lowercased, and refuses a bad one', async () => {
    const caller = callerFor(database.db, null);
    await caller.forms.newsletter({ email: 'Fan@Example.com' });
    await caller.forms.newsletter({ email: 'fan@example.com' });
    const rows = await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'fan@example.com'));
    expect(rows).toHaveLength(1);
    await expect(caller.forms.newsletter({ email: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'email: Please enter a valid email address',
    });
  });
});

describe('seedOnce', () => {
  it('seeds a new database once, so content staff delete does not come back at the next start', async () => {
    const fresh = await createTestDatabase();
    try {
      const { seedOnce } = await import('../../server/db/seed');
      expect(await seedOnce(fresh.db, new Date('2026-11-22T15:00:00Z'))).toBe('seeded');
      const [first] = await fresh.db.select().from(products).limit(1);
      await fresh.db.delete(products).where(eq(products.id, first!.id));
      expect(await seedOnce(fresh.db, new Date('2026-11-22T15:00:00Z'))).toBe('already-seeded');
      expect(await fresh.db.select().from(products).where(eq(products.id, first!.id))).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
