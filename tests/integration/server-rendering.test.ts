import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { products } from '../../server/db/schema';
import type { PageRenderModule } from '../../server/http/site-pages';
import { BLOG_LIKES_TOPIC } from '../../server/services/blog';
import { STOCK_CHANGES_TOPIC } from '../../server/services/stock';
import { createLocalBus } from '../../server/services/invalidation-bus';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Public pages as the server renders them: the app's markup with the loaders' data, a real status, and only inline
// scripts the page's Content-Security-Policy allows by hash. The renderer is the app's own server entry, loaded from
// source (the build runs the same module through Vite).
const clientDir = path.resolve('.tmp/server-rendering-client');
const ORIGIN = 'https://drip.example';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const bus = createLocalBus();
let database: TestDatabase;
let app: FastifyInstance;
/** How many times the server asked the renderer for a page. */
let renders = 0;
/** Run after the page's head was read and before its loaders read: a change landing in the middle of a render. */
let betweenHeadAndLoaders: (() => Promise<void>) | undefined;

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/server-rendering-data' });
  // Loaded here, within the set-up's time limit: transforming the whole app from source takes a while.
  const renderer: PageRenderModule = await import('../../src/entry-server');
  const counted: PageRenderModule = {
    renderPage: async (options) => {
      renders += 1;
      await betweenHeadAndLoaders?.();
      return renderer.renderPage(options);
    },
  };
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer(), bus, loadPageRenderer: async () => counted });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The markup React rendered into the root element, without the hydration scripts that follow it. */
function renderedApp(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The script hashes a Content-Security-Policy allows ('sha256-…'), and whether it allows inline scripts at all. */
function allowedScripts(policy: string) {
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return {
    hashes: new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])),
    unsafeInline: scriptSrc.includes("'unsafe-inline'"),
    unsafeEval: scriptSrc.includes("'unsafe-eval'"),
  };
}

describe('server rendering of public pages', () => {
  it('renders /shop with the product names in the markup, the Product data in the head, and its data for hydration', async () => {
    const response = await get('/shop');
    expect(response.statusCode).toBe(200);
    const active = await database.db.select({ name: products.name }).from(products).where(eq(products.isActive, true));
    expect(active.length).toBeGreaterThan(1);
    const markup = text(renderedApp(response.body));
    for (const { name } of active) expect(markup).toContain(name);
    // The site's frame is rendered too.
    expect(renderedApp(response.body)).toMatch(/<nav[^>]*aria-label="Main"/);
    const jsonLd = [...response.body.matchAll(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { itemListElement?: { item: { '@type': string; name: string } }[] },
    );
    const listed = jsonLd.flatMap((data) => data.itemListElement ?? []).map(({ item }) => item);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item['@type'] === 'Product')).toBe(true);
    // The loaders' answers travel with the page, so the browser does not ask for them again.
    expect(response.body).toContain('$_TSR');
    expect(response.body).toContain('["shop","products"]');
  });

  it('answers an unknown post and an unknown path with 404 and the not-found page in the body', async () => {
    const post = await get('/blog/no-such-post');
    expect(post.statusCode).toBe(404);
    expect(text(renderedApp(post.body))).toContain('Post Not Found');
    expect(text(renderedApp(post.body))).toContain("Sorry, the blog post you're looking for doesn't exist.");

    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(text(renderedApp(page.body))).toContain('Oops! Page not found');
  });

  it('runs no inline script the Content-Security-Policy does not name, on a fresh and on a cached answer', async () => {
    for (const url of ['/', '/shop', '/blog', '/academy', '/blog/no-such-post']) {
      for (const attempt of ['fresh', 'cached']) {
        const response = await get(url);
        const policy = allowedScripts(String(response.headers['content-security-policy']));
        expect(policy.unsafeInline, url).toBe(false);
        expect(policy.unsafeEval, url).toBe(false);
        const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
        // Data blocks (schema.org's JSON-LD, the routes' head as JSON) are never run, so the policy does not name them.
        const executable = inline.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
        expect(executable.length, `${url} ${attempt}`).toBeLessThan(inline.length);
        if (url !== '/blog/no-such-post') expect(executable.length, `${url} ${attempt}`).toBeGreaterThan(0);
        const executableHashes = new Set(executable.map(([, , source]) => createHash('sha256').update(source!, 'utf8').digest('base64')));
        for (const hash of executableHashes) {
          expect(policy.hashes.has(hash), `${url} (${attempt}): an inline script without its hash in the policy`).toBe(true);
        }
        expect(policy.hashes.size, `${url} (${attempt}): the policy names only the scripts that run`).toBe(executableHashes.size);
      }
    }
  });

  it('writes text staff typed into the markup and the hydration data without letting it close a script', async () => {
    const hostile = '</script><script>window.pwned=1</script><!--';
    const [product] = await database.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    await database.db.update(products).set({ name: hostile }).where(eq(products.id, product!.id));
    try {
      // Changed behind the site's back: the caches are emptied as a staff change would, so this render reads the name.
      await bus.publish(BLOG_LIKES_TOPIC);
      const body = (await get('/shop')).body;
      expect(body).not.toContain('<script>window.pwned');
      expect(body).not.toContain('</script><script>window.pwned');
      // Escaped in the markup, and in the hydration data as \x3C.
      expect(body).toContain('&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
      expect(body).toContain('\\x3C/script>\\x3Cscript>window.pwned=1');
    } finally {
      await database.db.update(products).set({ name: product!.name }).where(eq(products.id, product!.id));
    }
  });

  it("keeps the visitor-specific parts out of the shared page: the game bar as every visitor's, no signed-in header", async () => {
    const markup = renderedApp((await get('/')).body);
    // The collapsed bar reads the same for everyone: open, not tucked away, no coins waiting, no saved game.
    expect(markup).toContain('id="game-panel"');
    expect(markup).toContain('data-expanded="false" data-tucked="false"');
    expect(markup).toContain('Spin, serve and build your sweet empire.');
    expect(markup).not.toContain('coins for exploring');
    expect(markup).not.toContain('data-testid="game-panel-expanded"');
    expect(markup).not.toContain('Dashboard');
    expect(markup).not.toContain('data-testid="cart-count"');
  });

  it("reads once what a page's head and its loaders both need, so the markup and the head agree", async () => {
    const [product] = await database.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.isActive, true)).limit(1);
    const renamed = `${product!.name} (renamed mid-render)`;
    betweenHeadAndLoaders = async () => {
      await database.db.update(products).set({ name: renamed }).where(eq(products.id, product!.id));
    };
    try {
      // A stock change clears the kept /shop, so the next request renders it.
      await bus.publish(STOCK_CHANGES_TOPIC);
      const response = await get('/shop');
      expect(response.statusCode).toBe(200);
      // The loaders were given the products the head read before the rename, not a second read after it.
      expect(text(renderedApp(response.body))).toContain(product!.name);
      expect(response.body).not.toContain(renamed);
    } finally {
      betweenHeadAndLoaders = undefined;
      await database.db.update(products).set({ name: product!.name }).where(eq(products.id, product!.id));
      await bus.publish(STOCK_CHANGES_TOPIC);
    }
  });

  it('renders a page once for a burst of requests that arrive before the cache holds it', async () => {
    const before = renders;
    const responses = await Promise.all(Array.from({ length: 12 }, () => get('/about?burst=1')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(renders - before).toBe(1);
    // Once cached, the next visitor costs no render at all.
    expect((await get('/about?burst=1')).statusCode).toBe(200);
    expect(renders - before).toBe(1);
  });

  it('renders each kind of not-found page once, whatever made-up address asks for it', async () => {
    await get('/made-up-first');
    await get('/blog/made-up-first');
    const before = renders;
    for (const url of ['/made-up-1', '/made-up-2/deeper', '/shop/extra/segments', '/made-up-3?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(text(renderedApp(response.body)), url).toContain('Oops! Page not found');
    }
    for (const url of ['/blog/made-up-1', '/blog/made-up-2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(text(renderedApp(response.body)), url).toContain('Post Not Found');
    }
    expect(renders - before).toBe(0);
  });

  it('renders a page once whatever parameters it does not read, in any order, and renders it at its own address', async () => {
    const games = await get('/shop?category=games');
    const all = await get('/shop');
    const before = renders;
    for (const url of ['/shop?utm_source=mail&category=games', '/shop?category=%22games%22', '/shop?category=games&made-up=2']) {
      expect((await get(url)).body, url).toBe(games.body);
    }
    expect((await get('/shop?category=made-up')).body).toBe(all.body);
    expect((await get('/shop?made-up=3')).body).toBe(all.body);
    expect(renders - before).toBe(0);
  });

  it("keeps a member's course page request from showing the next visitor their lessons", async () => {
    const member = await createActor(database.db, ['user']);
    const asMember = callerFor(database.db, member);
    const [course] = await callerFor(database.db, null).academy.courses();
    await asMember.academy.enroll({ courseId: course!.id });
    const locked = (await asMember.academy.course({ courseId: course!.id })).lessons.find((lesson) => !lesson.previewAvailable)!;
    const videoId = /video\/(\d+)/.exec(locked.videoEmbedUrl!)![1]!;
    const url = `/academy/course/${course!.id}`;
    const asMemberPage = await app.inject({ method: 'GET', url, headers: { cookie: `theme=dark; session =${member.token}` } });
    expect(asMemberPage.statusCode).toBe(200);
    const visitorPage = await get(url);
    expect(visitorPage.body).toContain(course!.title);
    expect(visitorPage.body).not.toContain(`video/${videoId}`);
    expect(visitorPage.body).not.toContain(`video\\/${videoId}`);
  });

  it('sends the visitor-only pages as the app shell, rendered by the browser', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).not.toContain('$_TSR');
  });
});
