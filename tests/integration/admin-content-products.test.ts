import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, products, productVariants } from '../../server/db/schema';
import { AT_LEAST_ONE_VARIANT_MESSAGE, PRICE_OR_VARIANTS_MESSAGE, REQUIRED_FIELDS_MESSAGE, type ProductInput } from '@shared/schemas/admin-products';
import { callerFor, createActor, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
let admin: NonNullable<TestActor>;
let member: NonNullable<TestActor>;
const adminApi = () => callerFor(database.db, admin);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin', 'user']);
  member = await createActor(database.db, ['user']);
});
afterAll(() => database.close());

async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const tub = (name: string): ProductInput => ({
  name,
  description: 'Fluffy and blue',
  category: 'cotton-candy',
  hasVariants: true,
  variants: [
    { size: '16oz', priceCents: 1299, sku: 'BR-16' },
    { size: '32oz', priceCents: 2199, sku: 'BR-32' },
  ],
  images: [
    { imageUrl: '/uploads/aaa-800.webp', altText: 'Front of the tub' },
    { imageUrl: '/uploads/bbb-800.webp', altText: 'Lid', isPrimary: true },
  ],
});

async function auditRows(entityId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, entityId)));
}

describe('admin products', () => {
  it('refuses visitors and members', async () => {
    expect((await failure(callerFor(database.db, null).admin.products.list({ pageSize: 100 }))).code).toBe('UNAUTHORIZED');
    const refused = await failure(callerFor(database.db, member).admin.products.create({ name: 'X', category: 'games', priceCents: 100 }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Access denied. Admin privileges required.');
  });

  it('asks for required fields, a price or variants, and at least one variant', async () => {
    const missing = await failure(adminApi().admin.products.create({ name: '', category: 'cotton-candy', priceCents: 100 }));
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.message).toContain(REQUIRED_FIELDS_MESSAGE);
    const noPrice = await failure(adminApi().admin.products.create({ name: 'Priceless', category: 'games' }));
    expect(noPrice.message).toContain(PRICE_OR_VARIANTS_MESSAGE);
    const noVariant = await failure(adminApi().admin.products.create({ name: 'Sized', category: 'games', hasVariants: true, variants: [] }));
    expect(noVariant.message).toContain(AT_LEAST_ONE_VARIANT_MESSAGE);
    const badImage = await failure(
      adminApi().admin.products.create({ name: 'Bad', category: 'games', priceCents: 5, images: [{ imageUrl: 'javascript:alert(1)' }] }),
    );
    expect(badImage.code).toBe('BAD_REQUEST');
    const rows = await database.db
      .select()
      .from(products)
      .where(sql`${products.name} in ('Priceless', 'Sized', 'Bad')`);
    expect(rows).toEqual([]);
  });

  it('creates a product with variants and images that the shop lists, and logs it', async () => {
    const { id } = await adminApi().admin.products.create(tub('Blue Raspberry Tub'));
    const listed = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id);
    expect(listed).toMatchObject({ name: 'Blue Raspberry Tub', priceCents: null, hasVariants: true, isActive: true, imageUrl: '/uploads/bbb-800.webp' });
    expect(listed?.variants.map((v) => [v.size, v.priceCents, v.sku])).toEqual([
      ['16oz', 1299, 'BR-16'],
      ['32oz', 2199, 'BR-32'],
    ]);
    expect(listed?.images.map((i) => [i.imageUrl, i.altText, i.displayOrder, i.isPrimary])).toEqual([
      ['/uploads/aaa-800.webp', 'Front of the tub', 0, false],
      ['/uploads/bbb-800.webp', 'Lid', 1, true],
    ]);

    const shop = await callerFor(database.db, null).shop.products();
    const inShop = shop.find((p) => p.id === id);
    expect(inShop?.variants.map((v) => v.size)).toEqual(['16oz', '32oz']);

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorId: admin.user.id, actorEmail: admin.user.email });
  });

  it('makes the first image primary when none is chosen, and stores a plain price without variants', async () => {
    const { id } = await adminApi().admin.products.create({
      name: 'Drip Hoodie',
      category: 'fluff-collection',
      priceCents: 4500,
      // Variants sent while "has variants" is off are not kept.
      variants: [{ size: 'XL', priceCents: 1 }],
      images: [{ imageUrl: '/uploads/h1-800.webp' }, { imageUrl: '/images/h2.webp' }],
    });
    const listed = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id);
    expect(listed).toMatchObject({ priceCents: 4500, hasVariants: false, imageUrl: '/uploads/h1-800.webp' });
    expect(listed?.variants).toEqual([]);
    expect(listed?.images.map((i) => i.isPrimary)).toEqual([true, false]);
  });

  it('replaces the variants and images on update, keeping the id of a variant that stays', async () => {
    const { id } = await adminApi().admin.products.create(tub('Grape Tub'));
    const before = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id)!;
    const kept = before.variants.find((v) => v.size === '32oz')!;
    await adminApi().admin.products.update({
      id,
      product: {
        ...tub('Grape Tub Deluxe'),
        variants: [
          { id: kept.id, size: '32oz', priceCents: 2399, sku: 'GR-32' },
          { size: '64oz', priceCents: 3999, sku: 'GR-64', isActive: false },
        ],
        images: [{ imageUrl: '/uploads/ccc-800.webp', altText: 'New photo' }],
      },
    });
    const after = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id)!;
    expect(after.name).toBe('Grape Tub Deluxe');
    expect(after.variants.map((v) => [v.size, v.priceCents, v.isActive])).toEqual([
      ['32oz', 2399, true],
      ['64oz', 3999, false],
    ]);
    expect(after.variants[0]!.id).toBe(kept.id);
    expect(after.images.map((i) => [i.imageUrl, i.isPrimary])).toEqual([['/uploads/ccc-800.webp', true]]);
    expect(after.imageUrl).toBe('/uploads/ccc-800.webp');
    // The shop shows active variants only.
    const inShop = (await callerFor(database.db, null).shop.products()).find((p) => p.id === id);
    expect(inShop?.variants.map((v) => v.size)).toEqual(['32oz']);
    expect((await auditRows(id)).map((r) => r.action).sort()).toEqual(['create', 'update']);
  });

  it('saves in one transaction: a failing image insert leaves the old product, variants and images intact', async () => {
    const { id } = await adminApi().admin.products.create(tub('Cherry Tub'));
    const before = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id)!;
    // Make the database refuse any new image row, as a full disk or a constraint would.
    await database.db.execute(sql`
      create function refuse_product_image() returns trigger language plpgsql as $$
      begin raise exception 'image storage unavailable'; end $$`);
    await database.db.execute(sql`create trigger refuse_product_image before insert on product_images for each row execute function refuse_product_image()`);
    try {
      const error = await failure(
        adminApi().admin.products.update({
          id,
          product: { ...tub('Cherry Tub Renamed'), variants: [{ size: '8oz', priceCents: 599 }], images: [{ imageUrl: '/uploads/new-800.webp' }] },
        }),
      );
      expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await database.db.execute(sql`drop trigger refuse_product_image on product_images`);
      await database.db.execute(sql`drop function refuse_product_image()`);
    }
    const after = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === id)!;
    expect(after).toEqual(before);
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['create']);
  });

  it('hides an inactive product from the shop', async () => {
    const { id } = await adminApi().admin.products.create({ name: 'Retired Spinner', category: 'games', priceCents: 999, isActive: false });
    expect((await adminApi().admin.products.list({ pageSize: 100 })).items.some((p) => p.id === id)).toBe(true);
    expect((await callerFor(database.db, null).shop.products()).some((p) => p.id === id)).toBe(false);
  });

  it('deletes a product with its variants and images, and says so when it is already gone', async () => {
    const { id } = await adminApi().admin.products.create(tub('Lemon Tub'));
    await adminApi().admin.products.delete({ id });
    expect(await database.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await database.db.select().from(productVariants).where(eq(productVariants.productId, id))).toEqual([]);
    expect(await database.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual([]);
    expect((await auditRows(id)).map((r) => r.action).sort()).toEqual(['create', 'delete']);
    expect((await failure(adminApi().admin.products.delete({ id }))).code).toBe('NOT_FOUND');
    expect((await failure(adminApi().admin.products.update({ id, product: tub('Ghost') }))).code).toBe('NOT_FOUND');
  });

  it('refuses a variant id that belongs to another product', async () => {
    const first = await adminApi().admin.products.create(tub('Mint Tub'));
    const second = await adminApi().admin.products.create(tub('Peach Tub'));
    const foreign = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === first.id)!.variants[0]!;
    const error = await failure(
      adminApi().admin.products.update({ id: second.id, product: { ...tub('Peach Tub'), variants: [{ id: foreign.id, size: 'Stolen', priceCents: 1 }] } }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const firstAfter = (await adminApi().admin.products.list({ pageSize: 100 })).items.find((p) => p.id === first.id)!;
    expect(firstAfter.variants.map((v) => v.size)).toEqual(['16oz', '32oz']);
  });
});

describe('a size with its own picture', () => {
  it('keeps each size’s image and alt text, which the shop sends with that size', async () => {
    const name = `Sized Pictures ${Date.now()}`;
    const input = tub(name);
    const created = await adminApi().admin.products.create({
      ...input,
      variants: [
        { size: '16oz', priceCents: 1299, sku: 'SP-16' },
        { size: '32oz', priceCents: 2199, sku: 'SP-32', imageUrl: '/uploads/ccc-800.webp', imageAlt: 'The big 32oz tub, twice as tall' },
      ],
    });
    const stored = await database.db.select().from(productVariants).where(eq(productVariants.productId, created.id));
    expect(stored.find((v) => v.size === '32oz')).toMatchObject({ imageUrl: '/uploads/ccc-800.webp', imageAlt: 'The big 32oz tub, twice as tall' });
    expect(stored.find((v) => v.size === '16oz')).toMatchObject({ imageUrl: null, imageAlt: null });

    const listed = (await callerFor(database.db, null).shop.products()).find((p) => p.id === created.id)!;
    expect(listed.variants.find((v) => v.size === '32oz')).toMatchObject({ imageUrl: '/uploads/ccc-800.webp', imageAlt: 'The big 32oz tub, twice as tall' });
    expect(listed.variants.find((v) => v.size === '16oz')).toMatchObject({ imageUrl: null });

    const refused = await failure(
      adminApi().admin.products.create({ ...tub(`${name} bad`), variants: [{ size: '16oz', priceCents: 100, imageUrl: 'javascript:alert(1)' }] }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toMatch(/^variants\.0\.imageUrl: /);
  });
});
