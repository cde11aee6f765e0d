import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { products, productVariants } from '../../server/db/schema';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A page per product, as a crawler and a shopper meet it: head, Product data with an offer per size and a raster
// picture, 404 for what is not on sale, the sitemap, and what staff set in the back office.
const clientDir = path.resolve('.tmp/shop-pages-client');
const ORIGIN = 'https://drip.example';
const bus = createLocalBus();
let database: TestDatabase;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createActor>>;

// Seeded: Classic Pink Vanilla in 16oz, 32oz and a cone (and a retired 64oz); Pumpkin Spice Fluff is out of season.
const CLASSIC = 'b4485761-4bae-4d47-b616-646962c80d89';

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><meta charset="UTF-8" />\n</head><body><div id="root"></div></body></html>');
  database = await createTestDatabase({ seed: true });
  admin = await createActor(database.db, ['admin', 'user']);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/shop-pages-data' });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

type Offer = { name?: string; price: string; availability: string; priceCurrency: string };

describe('product pages', () => {
  it('renders a product’s head on the server: title, canonical, a PNG preview and Product data with an offer per size', async () => {
    // The 16oz tub is sold out; the others have no count.
    const [small] = await database.db.select().from(productVariants).where(eq(productVariants.productId, CLASSIC)).orderBy(productVariants.priceCents);
    await database.db.update(productVariants).set({ stockCount: 0 }).where(eq(productVariants.id, small!.id));
    await bus.publish('products');

    const response = await get('/shop/classic-pink-vanilla');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(attribute(html, /<title data-server-head>([^<]*)<\/title>/)).toBe('Classic Pink Vanilla — Drip Cotton Candy');
    expect(attribute(html, /rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/shop/classic-pink-vanilla`);
    expect(attribute(html, /property="og:image" content="([^"]*)"/)).toBe(`${ORIGIN}/images/products/classic-pink-tub-16oz.png`);
    const [data] = jsonLdOf(html);
    const active = await database.db.select().from(productVariants).where(eq(productVariants.productId, CLASSIC));
    const offers = (data as { offers: Offer[] }).offers;
    expect(data).toMatchObject({ '@type': 'Product', name: 'Classic Pink Vanilla', url: `${ORIGIN}/shop/classic-pink-vanilla` });
    expect((data as { image: string[] }).image.every((url) => /^https:\/\/drip\.example\/.+\.png$/.test(url))).toBe(true);
    expect(offers).toHaveLength(active.filter((v) => v.isActive).length);
    expect(offers[0]).toMatchObject({
      name: small!.size,
      price: (small!.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(offers.slice(1).every((offer) => offer.availability === 'https://schema.org/InStock')).toBe(true);
  });

  it('answers 404 with noindex for an unknown slug and for a product that is not on sale', async () => {
    for (const url of ['/shop/no-such-flavor', '/shop/pumpkin-spice-fluff']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('name="robots" content="noindex"');
    }
    await expect(callerFor(database.db, null).shop.product({ slug: 'no-such-flavor' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists each product on sale in the sitemap, and links the shop’s list to the pages', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/shop/classic-pink-vanilla</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/shop/fluff-mamas-sampler-4-pack</loc>`);
    expect(sitemap).not.toContain('/shop/pumpkin-spice-fluff');
    const shop = await callerFor(database.db, null).shop.products();
    expect(shop.every((p) => /^[a-z0-9-]+$/.test(p.slug))).toBe(true);
    const [list] = jsonLdOf((await get('/shop')).body);
    const first = (list as { itemListElement: { item: { url: string; image?: string } }[] }).itemListElement[0]!.item;
    expect(first.url).toMatch(/^https:\/\/drip\.example\/shop\/[a-z0-9-]+$/);
    expect(first.image ?? '').not.toMatch(/\.svg$/);
  });

  it('shows what staff write in the back office: ingredients, allergens, the stock count and the page address', async () => {
    const staff = callerFor(database.db, admin);
    const base = { description: 'Cool and crisp.', category: 'cotton-candy' as const, priceCents: 650, isActive: true };
    const { id } = await staff.admin.products.create({
      ...base,
      name: 'Frosty Lime Fluff',
      ingredients: 'Cane sugar, lime flavoring.',
      allergens: 'None of the major allergens.',
      stockCount: 12,
    });
    const page = await callerFor(database.db, null).shop.product({ slug: 'frosty-lime-fluff' });
    expect(page).toMatchObject({ id, ingredients: 'Cane sugar, lime flavoring.', allergens: 'None of the major allergens.', stockLeft: 12 });
    // A second product of the same name gets the next free address; a taken address typed by staff is refused.
    await staff.admin.products.create({ ...base, name: 'Frosty Lime Fluff!' });
    expect((await database.db.select({ slug: products.slug }).from(products).where(eq(products.name, 'Frosty Lime Fluff!')))[0]!.slug).toBe(
      'frosty-lime-fluff-2',
    );
    await expect(staff.admin.products.create({ ...base, name: 'Another', slug: 'frosty-lime-fluff' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(staff.admin.products.create({ ...base, name: 'Bad', slug: 'Not A Slug' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Renaming keeps the address (shared links keep working); staff can change it on purpose.
    await staff.admin.products.update({ id, product: { ...base, name: 'Frosty Lime Fluff XL', stockCount: null } });
    expect(await callerFor(database.db, null).shop.product({ slug: 'frosty-lime-fluff' })).toMatchObject({ name: 'Frosty Lime Fluff XL', stockLeft: null });
    await staff.admin.products.update({ id, product: { ...base, name: 'Frosty Lime Fluff XL', slug: 'frosty-lime-xl' } });
    await expect(callerFor(database.db, null).shop.product({ slug: 'frosty-lime-fluff' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(staff.admin.products.create({ ...base, name: 'Negative', stockCount: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
