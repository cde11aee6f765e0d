import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TRPCLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageQuery } from '@shared/page-search';
import { productPath } from '@shared/product-pages';
import { sessionTokenOf, wasSignedIn } from '../auth/cookie';
import { BLOG_LIKES_TOPIC } from '../services/blog';
import { STAND_CHANGES_TOPIC } from '../services/fundraiser-stands';
import { escapeHtml } from '../services/escape-html';
import { STOCK_CHANGES_TOPIC } from '../services/stock';
import type { InvalidationBus } from '../services/invalidation-bus';
import { contentTopicOf } from '../trpc/init';
import { appRouter, type AppRouter } from '../trpc/router';
import { cachePolicyOf, PUBLIC_CONTENT_QUERIES, REVALIDATE } from './cache-policy';
import { pageHeadFor, renderHead } from './page-head';
import { isPrivatePage, privatePagePrefixes } from './private-pages';
import { REQUEST_ID_HEADER } from './observability';
import { contentSecurityPolicyWithScripts, type SecurityHeadersOf } from './security-headers';
import type { AppCaller } from './public-caller';
import type { SharedReads } from '../trpc/context';
import { chooseEncoding, compressQuickly, etagOf, matchesEtag, ResponseCache, type CachedAnswer, type Encoding } from './response-cache';
import { readRouteChunks, withRoutePreloads } from './route-preloads';
import { withScriptsAfterFirstPaint } from './scripts-after-paint';

/**
 * How long a cached answer may be served before it is computed again, whatever happens. Staff changes clear the
 * caches at once; this bounds what changes without staff: the day's upcoming events, like counts, game boards.
 */
export const PUBLIC_CACHE_MAX_AGE_MS = 30_000;
const PUBLIC_CACHE_MAX_ENTRIES = 1000;

export type PublicCaches = { pages: ResponseCache; reads: ResponseCache };

/**
 * The caches of anonymous public answers: the app page with each path's head, and the public content queries. Every
 * topic a back-office change can announce clears both, on every instance (the bus carries it), and so does a counted
 * like (its count is on the post). Likes are rate-limited per client, which bounds how often that happens.
 */
export function createPublicCaches(bus: InvalidationBus, now: () => number = Date.now, { keepPages = true } = {}): PublicCaches {
  const options = { maxEntries: PUBLIC_CACHE_MAX_ENTRIES, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS, now };
  const caches = {
    pages: new ResponseCache('public-pages', keepPages ? options : { ...options, maxEntries: 0 }),
    reads: new ResponseCache('public-reads', options),
  };
  const topics = new Set(
    Object.keys(appRouter._def.procedures)
      .map(contentTopicOf)
      .filter((topic) => topic !== null),
  );
  // What visitors and parents change on public pages: a post's like count, and a stand's raised total, goal, story
  // and stand days.
  topics.add(BLOG_LIKES_TOPIC);
  topics.add(STAND_CHANGES_TOPIC);
  // An order that took the last of an item (or gave it back) changes what the shop shows as sold out.
  topics.add(STOCK_CHANGES_TOPIC);
  for (const topic of topics) {
    bus.subscribe(topic, () => {
      caches.pages.clear();
      caches.reads.clear();
    });
  }
  return caches;
}

/** Sends a stored answer in the encoding the client takes, or 304 when the client already holds it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const status = answer.status ?? 200;
  reply.header('etag', answer.etag).header('vary', answer.vary).header('cache-control', REVALIDATE);
  if (answer.headers) reply.headers(answer.headers);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  // Set before sending, so the compression hook leaves the body as it is.
  reply.header('content-encoding', encoding).header('content-type', answer.contentType);
  return reply.code(status).send(answer.bodies[encoding]);
}

/**
 * The whole header list of a compressed hit for one encoding and one set of security headers, as name, value pairs,
 * with a slot for the request id, and the body it describes.
 */
type HitHeaders = { body: Buffer; list: string[]; requestIdAt: number; cacheControlAt: number };
const hitHeaders = new WeakMap<Readonly<Record<string, string>>, WeakMap<CachedAnswer, Partial<Record<Encoding, HitHeaders>>>>();

/**
 * A hit's headers in the order the ordinary path sets them: the security headers (a page's own Content-Security-
 * Policy in place of the general one), the request id, then what sendCached sets. Made once per answer, encoding and
 * set of security headers rather than set one by one on every hit; made again when the body changes (the cache
 * recompresses what it keeps, which changes its length).
 */
function hitHeadersOf(answer: CachedAnswer, encoding: 'br' | 'gzip', security: Readonly<Record<string, string>>): HitHeaders {
  const body = answer.bodies[encoding];
  let ofSecurity = hitHeaders.get(security);
  if (!ofSecurity) hitHeaders.set(security, (ofSecurity = new WeakMap()));
  let ofAnswer = ofSecurity.get(answer);
  if (!ofAnswer) ofSecurity.set(answer, (ofAnswer = {}));
  const known = ofAnswer[encoding];
  if (known?.body === body) return known;
  const own = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(security)) headers[name] = own[name] ?? value;
  headers[REQUEST_ID_HEADER] = '';
  Object.assign(headers, { etag: answer.etag, vary: answer.vary, 'cache-control': REVALIDATE }, own);
  Object.assign(headers, { 'content-encoding': encoding, 'content-type': answer.contentType, 'content-length': String(body.length) });
  const list = Object.entries(headers).flat();
  const made = { body, list, requestIdAt: list.indexOf(REQUEST_ID_HEADER) + 1, cacheControlAt: list.indexOf('cache-control') + 1 };
  ofAnswer[encoding] = made;
  return made;
}

/**
 * Sends a stored answer from an onRequest hook that runs before the hooks setting every answer's security headers
 * and request id (and the origin check, which passes every GET and HEAD), so it sets those itself, by the same rules
 * (securityHeadersOf; the request id as observability sends it). A compressed body goes straight to the socket: every
 * onSend hook would leave it as it is (it is a Buffer; no cache fill is pending; compression
 * skips a body that already has a Content-Encoding; no cookie is set), so only the cache policy, which they would
 * apply, is applied here. Skipping the hook chains and Fastify's payload checks is most of what the site adds to a
 * cached answer beyond writing it. Its headers are one list made when the answer is first sent (hitHeadersOf): set
 * one by one through the reply on every hit, they cost more than anything else the site does for it. An
 * uncompressed body or a 304 takes the ordinary path: compression may still act on those. onResponse hooks (the
 * request metrics) still run: Fastify runs them when the response finishes, hijacked or not.
 */
function answerFromCache(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, securityHeadersOf: SecurityHeadersOf): void {
  const status = answer.status ?? 200;
  const notModified = status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag);
  const encoding = notModified ? null : chooseEncoding(request.headers['accept-encoding']);
  if (encoding === null || encoding === 'identity') {
    reply.headers(securityHeadersOf(request)).header(REQUEST_ID_HEADER, request.id);
    return void sendCached(request, reply, answer);
  }
  const { body, list, requestIdAt, cacheControlAt } = hitHeadersOf(answer, encoding, securityHeadersOf(request));
  const headers = list.slice();
  headers[requestIdAt] = request.id;
  reply.code(status);
  const policy = cachePolicyOf(request, reply, REVALIDATE);
  if (policy !== undefined) headers[cacheControlAt] = policy;
  reply.hijack();
  reply.raw.writeHead(status, headers);
  // A HEAD request gets the same headers; Node leaves the body out.
  reply.raw.end(body);
}

function tRPCProceduresOf(request: FastifyRequest): string[] {
  const { path: procedures } = (request.params ?? {}) as { path?: unknown };
  return typeof procedures === 'string' && procedures !== '' ? procedures.split(',') : [];
}

/**
 * A call whose answer is the same for every visitor without a session: public content read with GET by a request
 * that carries no session token (read as the session check reads it, so no spelling of the Cookie header makes a
 * member's request look anonymous here).
 */
function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (sessionTokenOf(request) !== undefined) return false;
  const procedures = tRPCProceduresOf(request);
  return procedures.length > 0 && procedures.every((procedure) => PUBLIC_CONTENT_QUERIES.has(procedure));
}

/** The key of a public read: its procedures and the two query parameters tRPC reads, in a fixed order; any other parameter changes nothing in the answer. */
function readKeyOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : request.url.slice(query + 1));
  return `${tRPCProceduresOf(request).join(',')}?batch=${params.get('batch') ?? ''}&input=${params.get('input') ?? ''}`;
}

const FILL = Symbol('public read cache fill');
type Fill = { key: string; generation: number; settle: (answer: CachedAnswer | null) => void };
type Marked = FastifyRequest & { [FILL]?: Fill };

async function bodyOf(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof ReadableStream) return Buffer.from(await new Response(payload).arrayBuffer());
  return null;
}

/**
 * Serves public tRPC reads from memory: a hit answers before the router runs; a miss runs the procedure and keeps
 * its answer; requests for a key that is being read meanwhile wait for that one read (a burst of the same read, or
 * the first visitors after a staff change cleared the cache, costs one procedure call). An answer is kept only if the
 * server accepted no session for the request that produced it. Add it with the other early onSend hooks (after
 * the cache policy, before any plugin), so every context inherits it and it sees tRPC's answer uncompressed.
 */
export function registerPublicReadCache(app: FastifyInstance, cache: ResponseCache, securityHeadersOf: SecurityHeadersOf): void {
  const reading = new Map<string, Promise<CachedAnswer | null>>();

  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const key = readKeyOf(request);
    const hit = cache.get(key);
    // A hit answers here; not calling done() skips the router and the procedure.
    if (hit) return answerFromCache(request, reply, hit, securityHeadersOf);
    const pending = reading.get(key);
    if (pending) {
      // Not kept (an error, say): this request reads for itself.
      void pending.then((answer) => (answer ? answerFromCache(request, reply, answer, securityHeadersOf) : done()));
      return;
    }
    let settle: (answer: CachedAnswer | null) => void = () => {};
    const read = new Promise<CachedAnswer | null>((resolve) => {
      settle = (answer) => {
        if (reading.get(key) === read) reading.delete(key);
        resolve(answer);
      };
    });
    reading.set(key, read);
    (request as Marked)[FILL] = { key, generation: cache.currentGeneration(), settle };
    // A request that ends without an answer (the client went away) lets the waiting ones read for themselves. Watched
    // on the request filling the cache alone: an onRequestAbort hook would add a listener to every request.
    // The test is Fastify's own for onRequestAbort: 'close' comes after an answer too.
    request.raw.once('close', () => {
      if (request.raw.aborted) settle(null);
    });
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = (request as Marked)[FILL];
    if (!fill) return done(null, payload);
    delete (request as Marked)[FILL];
    // What a request the server accepted a session for produced is never shared, whatever its cookies looked like.
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || wasSignedIn(request)) {
      fill.settle(null);
      return done(null, payload);
    }
    keepAnswer(request, reply, payload, fill).then(
      (sent) => done(null, sent),
      (error: unknown) => {
        fill.settle(null);
        done(error as Error);
      },
    );
  });

  // An answer that went out without passing onSend (an error written directly) does not leave the others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    (request as Marked)[FILL]?.settle(null);
    done();
  });

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, fill: Fill) {
    const body = await bodyOf(payload);
    if (!body) {
      fill.settle(null);
      return payload;
    }
    const answer = cache.set(
      fill.key,
      {
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        vary: [String(reply.getHeader('vary') ?? ''), 'Accept-Encoding'].filter(Boolean).join(', '),
        etag: etagOf(body),
        bodies: compressQuickly(body),
      },
      fill.generation,
    );
    fill.settle(answer);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('etag', answer.etag).header('vary', answer.vary).header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return answer.bodies[encoding];
  }
}

/** Every page is rendered on the server but the private ones, sent as the app's shell with their head written in. */
export function isServerRendered(pagePath: string): boolean {
  return !isPrivatePage(pagePath);
}

/** The router matches /shop/ as /shop. */
function pagePathOf(requestedPath: string): string {
  return requestedPath.length > 1 ? requestedPath.replace(/\/+$/, '') || '/' : requestedPath;
}

/**
 * The one address of a page, which is also its cache key: its path, and for a server-rendered page the query
 * parameters it reads, in a fixed order, with values it accepts (canonicalPageQuery), so /shop?utm=x, /shop?category=nope
 * and /shop are one page. The shell of a client-rendered page is the same whatever the query (a token in an
 * unsubscribe link must not become a key either). A page is always rendered at this address, never at the one asked
 * for, so what is kept under a key is what that key shows.
 */
function pageKeyOf(url: string): string {
  const query = url.indexOf('?');
  const pagePath = pagePathOf(query === -1 ? url : url.slice(0, query));
  if (query === -1 || !isServerRendered(pagePath)) return pagePath;
  return `${pagePath}${canonicalPageQuery(pagePath, url.slice(query + 1))}`;
}

/**
 * Answers a page the cache holds before routing work is done (a page otherwise reaches its handler as the last
 * resort of the router). Register before the hooks that set every answer's security headers and request id (a hit
 * sets them itself, see answerFromCache) and after the early onSend hooks.
 */
export function registerCachedPageHits(app: FastifyInstance, cache: ResponseCache, securityHeadersOf: SecurityHeadersOf): void {
  app.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' || request.method === 'HEAD' ? cache.getIfPresent(pageKeyOf(request.url)) : null;
    // A hit answers here; not calling done() skips routing and rendering.
    if (hit) answerFromCache(request, reply, hit, securityHeadersOf);
    else done();
  });
}

/** What the server's page renderer (src/entry-server.tsx, built to <ssr dir>/entry-server.js) exports. */
export type PageRenderModule = {
  renderPage(options: {
    url: string;
    template: string;
    link: TRPCLink<AppRouter>;
    /** The site's public address, for the absolute addresses in the routes' heads. */
    publicUrl: string;
  }): Promise<{ status: number; html?: string; redirect?: string; routeIds?: readonly string[] }>;
};

/** Where a page's template and renderer come from: the build in production, Vite's sources in development. */
export type PageSource = {
  readTemplate: (url: string) => Promise<string>;
  loadRenderer: () => Promise<PageRenderModule | null>;
};

/** The built template (read once) and the renderer beside it. */
export function builtPageSource(clientDir: string, ssrDir: string): PageSource {
  let template: Promise<string> | null = null;
  return {
    readTemplate: () => (template ??= readFile(path.join(clientDir, 'index.html'), 'utf8')),
    loadRenderer: builtPageRenderer(ssrDir),
  };
}

/** Loads the built renderer that sits beside the client build, or null when there is none (then pages are shells). */
function builtPageRenderer(ssrDir: string): () => Promise<PageRenderModule | null> {
  let loaded: Promise<PageRenderModule | null> | null = null;
  return () =>
    (loaded ??= (async () => {
      const entry = path.join(ssrDir, 'entry-server.js');
      if (!existsSync(entry)) return null;
      const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderModule>;
      if (typeof module.renderPage !== 'function') throw new Error(`${entry} does not export renderPage`);
      const renderPage = module.renderPage;
      const chunks = readRouteChunks(path.join(ssrDir, 'route-chunks.json'));
      return {
        renderPage: async (options) => {
          const page = await renderPage(options);
          return page.html === undefined ? page : { ...page, html: withScriptsAfterFirstPaint(withRoutePreloads(page.html, page.routeIds ?? [], chunks)) };
        },
      };
    })());
}

export type SitePagesOptions = {
  publicUrl: string;
  cache: ResponseCache;
  /** The anonymous visitor called in-process; given a render's reads, it shares them (see SharedReads). */
  caller: (sharedReads?: SharedReads) => AppCaller;
  /** The anonymous in-process tRPC link the renderer's loaders read through, sharing the render's reads. */
  link: (sharedReads?: SharedReads) => TRPCLink<AppRouter>;
} & PageSource;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/**
 * The script types the site's pages run: none given, JavaScript, or a module. Any other type is left out of the
 * policy, so a script of a type missing here is blocked rather than allowed.
 */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function scriptTypeOf(attributes: string): string {
  return (/(?:^|\s)type\s*=\s*["']?([^"'\s]*)/i.exec(attributes)?.[1] ?? '').toLowerCase();
}

/**
 * The SHA-256 (base64) of each inline script of a page that the browser runs, as the Content-Security-Policy names
 * them. A data block (schema.org's JSON-LD, the routes' head as JSON) is never run, so the policy need not name it:
 * every hash is sent with every answer of the page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !RUNNABLE_TYPES.has(scriptTypeOf(attributes))) continue;
    hashes.add(
      createHash('sha256')
        .update(source ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

/**
 * Every client route's page, with the route's head written in (title, description, canonical address, link-preview
 * tags, schema.org data) and its real status: a path no route knows, or a post or course that does not exist,
 * answers 404 with the not-found page. Public pages arrive rendered, with the data their loaders read; the visitor's
 * own pages arrive as the app's shell. Kept per key, compressed, until content changes.
 */
export function createPageRenderer(options: SitePagesOptions & { onRenderError: (error: unknown, url: string) => void }) {
  async function render(
    url: string,
    pagePath: string,
    withHead: string,
    reads: SharedReads,
  ): Promise<{ status: number; html: string } | { redirect: string; status: number }> {
    const renderer = isServerRendered(pagePath) ? await options.loadRenderer() : null;
    if (renderer) {
      try {
        const page = await renderer.renderPage({ url, template: withHead, link: options.link(reads), publicUrl: options.publicUrl });
        if (page.redirect) return { status: page.status, redirect: page.redirect };
        if (page.html !== undefined && page.status !== 500) return { status: page.status, html: page.html };
        options.onRenderError(new Error(`The page renderer answered ${page.status}`), url);
      } catch (error) {
        options.onRenderError(error, url);
      }
    }
    // A shell: the browser renders the page (a failed server render still leaves the visitor a working page).
    return { status: 200, html: withHead };
  }

  type Produced = { answer: CachedAnswer } | { redirect: string; status: number };

  /**
   * Renders the page at `key`, its one address (see pageKeyOf), and keeps it. A page whose head says it does not
   * exist is the not-found page of its kind, rendered once at that kind's own address and kept there.
   */
  async function produce(key: string): Promise<Produced> {
    const generation = options.cache.currentGeneration();
    const query = key.indexOf('?');
    const pagePath = query === -1 ? key : key.slice(0, query);
    // The head and the route loaders read through one set of reads, so what both need (/shop's products) is read once.
    const reads: SharedReads = new Map();
    const [html, head] = await Promise.all([options.readTemplate(key), pageHeadFor(pagePath, options.caller(reads), options.publicUrl)]);
    if (head.status === 404 && head.path !== key) return produceOnce(head.path);
    const withHead = html.replace('</head>', `${renderHead(head, options.publicUrl)}  </head>`);
    const page = await render(key, pagePath, withHead, reads);
    if ('redirect' in page) return page;
    const status = head.status === 404 || page.status === 404 ? 404 : 200;
    const body = Buffer.from(page.html);
    const answer = {
      status,
      contentType: 'text/html; charset=utf-8',
      vary: 'Accept-Encoding',
      etag: etagOf(body),
      bodies: compressQuickly(body),
      headers: {
        'content-security-policy': contentSecurityPolicyWithScripts(inlineScriptHashes(page.html)),
        // The header says it too, for crawlers that read no HTML (and for a page whose markup changes later).
        ...(head.indexable ? {} : { 'x-robots-tag': 'noindex' }),
      },
    };
    // A page only its render found missing (the head did not know) is not kept: made-up addresses would fill the cache.
    const kept = status === 200 || head.status === 404;
    return { answer: kept ? options.cache.set(key, answer, generation) : { ...answer, storedAt: 0 } };
  }

  // Requests for a page that is being rendered wait for that render instead of starting their own: a burst of
  // visitors (or a script) on a page the cache does not hold yet, or just after a staff change cleared it, costs one
  // render, not one per request.
  const rendering = new Map<string, Promise<Produced>>();

  function produceOnce(key: string): Promise<Produced> {
    const hit = options.cache.get(key);
    if (hit) return Promise.resolve({ answer: hit });
    let produced = rendering.get(key);
    if (!produced) {
      produced = produce(key).finally(() => rendering.delete(key));
      rendering.set(key, produced);
    }
    return produced;
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = await produceOnce(pageKeyOf(request.url));
    if ('redirect' in page) return reply.code(page.status).header('cache-control', 'no-store').redirect(page.redirect, page.status);
    return sendCached(request, reply, page.answer);
  };
}

// Besides the private pages, the API: nothing a search engine should list.
const DISALLOWED = [...privatePagePrefixes(), '/trpc/', '/api/'];

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`];
  return `${lines.join('\n')}\n`;
}

// A sitemap file holds at most 50,000 addresses; the blog is read a page at a time up to this many posts.
const SITEMAP_MAX_POSTS = 5000;

/**
 * Every public page a visitor can reach: the fixed pages, each published post, course and product on sale, and the
 * stands whose parent let search engines list them.
 */
export async function sitemapXml(caller: AppCaller, publicUrl: string, fixedPaths: readonly string[]): Promise<string> {
  const entries: { path: string; lastmod?: string }[] = fixedPaths.map((pagePath) => ({ path: pagePath }));
  let cursor: Parameters<AppCaller['blog']['list']>[0]['cursor'] = null;
  for (let read = 0; read < SITEMAP_MAX_POSTS;) {
    const page: Awaited<ReturnType<AppCaller['blog']['list']>> = await caller.blog.list({ limit: 24, cursor });
    for (const post of page.items) entries.push({ path: `/blog/${post.id}`, lastmod: post.publishedAt.toISOString().slice(0, 10) });
    read += page.items.length;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  for (const course of await caller.academy.courses()) entries.push({ path: `/academy/course/${course.id}` });
  for (const product of await caller.shop.products()) entries.push({ path: productPath(product.slug) });
  for (const slug of await caller.fundraiser.listedStands()) entries.push({ path: `/fluff-fundraiser/stands/${slug}` });
  const urls = entries.map(
    ({ path: pagePath, lastmod }) =>
      `  <url><loc>${escapeHtml(new URL(pagePath, publicUrl).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt and /sitemap.xml, made from the database and kept with the pages until content changes. */
export function registerSiteDocuments(
  app: FastifyInstance,
  options: Pick<SitePagesOptions, 'publicUrl' | 'cache' | 'caller'> & { fixedPaths: readonly string[] },
): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(options.publicUrl)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const hit = options.cache.get('/sitemap.xml');
    if (hit) return sendCached(request, reply, hit);
    const generation = options.cache.currentGeneration();
    const body = Buffer.from(await sitemapXml(options.caller(), options.publicUrl, options.fixedPaths));
    const answer = { contentType: 'application/xml; charset=utf-8', vary: 'Accept-Encoding', etag: etagOf(body), bodies: compressQuickly(body) };
    return sendCached(request, reply, options.cache.set('/sitemap.xml', answer, generation));
  });
}
