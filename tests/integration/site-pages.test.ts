import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { blogPosts, products } from '../../server/db/schema';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The pages as a crawler or a link preview meets them: head, status, robots.txt, sitemap.xml, and the cache of
// anonymous public answers that staff changes clear.
const clientDir = path.resolve('.tmp/site-pages-client');
const ORIGIN = 'https://drip.example';
const bus = createLocalBus();

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><meta charset="UTF-8" />\n</head><body><div id="root"></div></body></html>');
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/site-pages-data' });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function headOf(html: string) {
  const attribute = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    title: attribute(/<title data-server-head>([^<]*)<\/title>/),
    description: attribute(/<meta data-server-head name="description" content="([^"]*)"/),
    canonical: attribute(/<link data-server-head rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta data-server-head name="robots" content="([^"]*)"/),
    ogType: attribute(/property="og:type" content="([^"]*)"/),
    ogImage: attribute(/property="og:image" content="([^"]*)"/),
    twitterCard: attribute(/name="twitter:card" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe('page heads written by the server', () => {
  it('gives a post its own title, description, canonical address, article card and BlogPosting data', async () => {
    const response = await get('/blog/blog1');
    expect(response.statusCode).toBe(200);
    const [post] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, 'blog1'));
    const head = headOf(response.body);
    expect(head.title).toBe(`${post!.title} — Drip Cotton Candy`);
    expect(head.description).toBe(post!.excerpt.replace(/\s+/g, ' ').trim().slice(0, 200));
    expect(head.canonical).toBe(`${ORIGIN}/blog/blog1`);
    expect(head.ogType).toBe('article');
    expect(head.ogImage).toMatch(/^https:\/\/drip\.example\/.+\.(png|webp|jpe?g)$/);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'BlogPosting', headline: post!.title, mainEntityOfPage: `${ORIGIN}/blog/blog1` })]);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('describes the business, the products with offers, the events and the courses in schema.org data', async () => {
    const home = headOf((await get('/')).body);
    expect(home.jsonLd).toEqual([expect.objectContaining({ '@type': 'LocalBusiness', name: 'Drip Cotton Candy', url: ORIGIN })]);
    expect(headOf((await get('/contact')).body).jsonLd[0]).toMatchObject({ '@type': 'LocalBusiness' });

    const [list] = headOf((await get('/shop')).body).jsonLd;
    const items = (list as { itemListElement: { item: { '@type': string; offers: { priceCurrency: string; lowPrice: string } } }[] }).itemListElement;
    const active = await database.db.select().from(products).where(eq(products.isActive, true));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(active.length);
    for (const { item } of items) {
      expect(item['@type']).toBe('Product');
      expect(item.offers.priceCurrency).toBe('USD');
      expect(item.offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
    }

    const events = headOf((await get('/events')).body).jsonLd;
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event).toMatchObject({ '@type': 'Event', location: { '@type': 'Place' } });
    expect(headOf((await get('/academy')).body).jsonLd.every((course) => course['@type'] === 'Course')).toBe(true);
  });

  it('answers 404 with noindex for an unknown route, post or course, and keeps personal pages out of search', async () => {
    for (const url of ['/no-such-page', '/blog/no-such-post', '/academy/course/no-such-course', '/shop/extra/segments']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('id="root"');
      expect(headOf(response.body).robots, url).toBe('noindex');
      expect(headOf(response.body).title, url).toBe('Page not found — Drip Cotton Candy');
    }
    for (const url of ['/cart', '/dashboard', '/admin/orders', '/order/DRP-7K3M9Q']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(headOf(response.body).robots, url).toBe('noindex');
      expect(headOf(response.body).canonical, url).toBeUndefined();
    }
    // A trailing slash and a query string are the same page.
    expect(headOf((await get('/shop/?category=merch')).body).canonical).toBe(`${ORIGIN}/shop`);
  });

  it('keeps text staff typed from closing the schema.org script or an attribute', async () => {
    await database.db.update(blogPosts).set({ title: 'Spun "sugar" </script><script>alert(1)</script>' }).where(eq(blogPosts.id, 'blog1'));
    await bus.publish('blog');
    const html = (await get('/blog/blog1')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(headOf(html).jsonLd[0]).toMatchObject({ headline: 'Spun "sugar" </script><script>alert(1)</script>' });
    expect(headOf(html).title).toBe('Spun "sugar" </script><script>alert(1)</script> — Drip Cotton Candy');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of private areas, and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /newsletter/unsubscribe');
    expect(response.body).toContain('Disallow: /trpc/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the public pages, every published post and every published course, and no draft', async () => {
    await database.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, 'blog2'));
    await bus.publish('blog');
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/shop`, `${ORIGIN}/events`, `${ORIGIN}/academy`, `${ORIGIN}/blog/blog1`]));
    expect(locations).not.toContain(`${ORIGIN}/blog/blog2`);
    expect(locations.some((location) => location?.startsWith(`${ORIGIN}/academy/course/`))).toBe(true);
    expect(locations.some((location) => /admin|dashboard|cart/.test(location ?? ''))).toBe(false);
  });
});

describe('the cache of anonymous public answers', () => {
  it('serves a public read from memory, compressed once, with an ETag a client or CDN revalidates with', async () => {
    const first = await get('/trpc/shop.products', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const body = brotliDecompressSync(first.rawPayload).toString('utf8');

    const plain = await get('/trpc/shop.products');
    expect(plain.headers['content-encoding']).toBe('identity');
    expect(plain.body).toBe(body);
    expect(plain.headers.etag).toBe(etag);

    const revalidated = await get('/trpc/shop.products', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps serving what it stored until a staff change is announced, then reads afresh at once', async () => {
    const before = (await get('/trpc/shop.products')).json() as { result: { data: { json: { id: string; name: string }[] } } };
    const product = before.result.data.json[0]!;
    // Written behind the site's back: nothing announced, so the stored answer stands (the cache is really used).
    await database.db.update(products).set({ name: 'Renamed Quietly' }).where(eq(products.id, product.id));
    expect((await get('/trpc/shop.products')).body).not.toContain('Renamed Quietly');

    // A back-office change announces itself on the bus every instance listens to.
    const admin = await createActor(database.db, ['admin']);
    await callerFor(database.db, admin, { bus }).admin.products.delete({ id: product.id });
    const after = (await get('/trpc/shop.products')).json() as { result: { data: { json: { id: string }[] } } };
    expect(after.result.data.json.map((item) => item.id)).not.toContain(product.id);
    expect(headOf((await get('/shop')).body).jsonLd[0]).not.toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ item: expect.objectContaining({ name: 'Renamed Quietly' }) })]),
    });
  });

  it("drops a cached post when a visitor's like changes its count", async () => {
    const url = `/trpc/blog.post?input=${encodeURIComponent(JSON.stringify({ json: { idOrSlug: 'blog3' } }))}`;
    const countOf = async () => ((await get(url)).json() as { result: { data: { json: { likeCount: number } } } }).result.data.json.likeCount;
    const before = await countOf();
    expect(await countOf()).toBe(before);
    await callerFor(database.db, null, { bus }).blog.like({ postId: 'blog3', visitorId: crypto.randomUUID() });
    expect(await countOf()).toBe(before + 1);
  });

  it('never answers a visitor with a session from the cache, and never stores a personal answer', async () => {
    await get('/trpc/shop.products');
    const member = await createActor(database.db, ['user']);
    const response = await app.inject({ method: 'GET', url: '/trpc/shop.products', cookies: { session: member.token } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const personal = await get('/trpc/account.me');
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.headers['cache-control']).toBe('no-store');
  });
});
