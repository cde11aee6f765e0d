import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { PUBLIC_CONTENT_QUERIES } from '../../server/http/cache-policy';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '../../server/http/security-headers';
import { loadConfig } from '../../server/config';
import { MemoryMailer } from '../../server/services/mailer';
import { appRouter, type AppRouter } from '../../server/trpc/router';
import { wireFormat } from '@shared/wire-format';
import { createActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { accessTable } from './access';

// The HTTP surface: headers, the SPA, caching, and that bad requests get a readable 4xx and never a stack trace.
const clientDir = path.resolve('.tmp/http-test-client');
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let app: FastifyInstance;
const mailer = new MemoryMailer();

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database.db, config: configWith(), mailer });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function configWith(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/http-test-data', ...env });
}

function expectReadableError(body: string) {
  expect(body).not.toMatch(/at .+\.(ts|js):\d+/);
  expect(body).not.toContain('"stack"');
}

describe('HTTP', () => {
  it('reports health with the database checked', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy and security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The same answer as frame-ancestors 'none', for browsers that only read the older header.
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Only what the pages use: sharing and the video players' features; no camera, microphone, location or payment.
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((rule) => rule.split('=') as [string, string]));
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'accelerometer']) expect(features.get(off), off).toBe('()');
    expect(features.get('fullscreen')).toBe('(self "https://player.vimeo.com" "https://www.youtube-nocookie.com")');
    expect(features.get('web-share')).toBe('(self)');
  });

  it('sends a tRPC answer a policy that allows nothing, without the headers that only steer pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/shop.products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    // A page keeps the whole set.
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends HSTS over HTTPS only: never to a plain-HTTP request of a site published over http', async () => {
    for (const url of ['/', '/healthz', '/trpc/shop.products']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    // Behind a trusted proxy that says the visitor came over HTTPS.
    const proxied = await buildApp({ db: database.db, config: configWith({ TRUST_PROXY: 'true' }), mailer: new MemoryMailer() });
    try {
      const overHttps = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE);
      const overHttp = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // A site published at an https address sits behind something that terminates TLS.
    const published = await buildApp({ db: database.db, config: configWith({ PUBLIC_URL: 'https://drip.example' }), mailer: new MemoryMailer() });
    try {
      expect((await published.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBe(HSTS_VALUE);
    } finally {
      await published.close();
    }
  });

  it('serves the SPA for client routes, revalidated, and hashed assets cached for a year', async () => {
    for (const url of ['/', '/shop', '/blog/blog1', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      // A path no route knows is the app's not-found page, with its real status.
      expect(response.statusCode).toBe(url === '/no-such-page' ? 404 : 200);
      expect(response.body).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404, not the app page, for a missing upload, asset or other file', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef-800.webp',
      '/uploads/',
      '/assets/index-gone999.js',
      '/assets/new-chunk',
      '/favicon.ico',
      '/images/nope.png',
      '/blog/post.php',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('id="root"');
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      // A file missing for a moment (a deploy in progress) must not be remembered as missing by a CDN.
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Client routes, with or without a trailing slash, are still the app's.
    for (const url of ['/blog/blog1', '/academy/', '/order/DRP-7K3M9Q', '/shop?category=classic']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="root"');
    }
  });

  it('answers a query through tRPC', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/shop.products' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.json.length).toBeGreaterThan(0);
  });

  it('works with the real tRPC client and wire format: no input, Dates back as Dates, mutations with Origin', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${address}/trpc`, transformer: wireFormat, headers: { origin: ORIGIN } })],
    });
    const products = await client.shop.products.query();
    expect(products.length).toBeGreaterThan(0);
    const post = await client.blog.post.query({ idOrSlug: 'blog1' });
    expect(post.publishedAt).toBeInstanceOf(Date);
    expect(await client.forms.newsletter.mutate({ email: 'client@example.com' })).toEqual({ subscribed: true });
    await expect(client.forms.newsletter.mutate({ email: 'nope' })).rejects.toThrow('email: Please enter a valid email address');
  });

  it('refuses a wrong category with a readable 400', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { category: 'spaceships' } }));
    const response = await app.inject({ method: 'GET', url: `/trpc/shop.products?input=${input}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json.message).toContain('Unknown product category');
    expectReadableError(response.body);
  });

  it('answers an unknown procedure with 404 and a malformed call with 400', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/trpc/shop.nothing' });
    expect(unknown.statusCode).toBe(404);
    expectReadableError(unknown.body);
    const malformed = await app.inject({ method: 'GET', url: '/trpc/shop.products?input=%7Bnot-json' });
    expect(malformed.statusCode).toBe(400);
    expectReadableError(malformed.body);
    const wrongMethod = await app.inject({
      method: 'POST',
      url: '/trpc/shop.products',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(wrongMethod.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongMethod.statusCode).toBeLessThan(500);
  });

  it('refuses an oversized body with 413 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/forms.newsletter',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: 'a'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request is too large.');
  });

  it('mails a reset link once the answer to the request has gone out', async () => {
    const member = await createActor(database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/account.requestPasswordReset',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: member.user.email } }),
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => mailer.sent.filter((m) => m.to === member.user.email && m.text.includes('/reset-password?token=')).length).toBe(1);
  });

  it('refuses a state-changing request from another origin or without one', async () => {
    const payload = JSON.stringify({ json: { email: 'crew@example.com' } });
    const foreign = await app.inject({
      method: 'POST',
      url: '/trpc/forms.newsletter',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await app.inject({ method: 'POST', url: '/trpc/forms.newsletter', headers: { 'content-type': 'application/json' }, payload });
    expect(missing.statusCode).toBe(403);
    // The scheme and port count, and the Host header does not vouch for an Origin.
    const site = new URL(ORIGIN);
    for (const origin of [`https://${site.host}`, `${site.protocol}//${site.hostname}:${Number(site.port || 80) + 1}`, 'http://attacker.example']) {
      const near = await app.inject({
        method: 'POST',
        url: '/trpc/forms.newsletter',
        headers: { origin, host: new URL(origin).host, 'content-type': 'application/json' },
        payload,
      });
      expect(near.statusCode, origin).toBe(403);
    }
    // A percent-encoded path reaches the same route without starting with "/trpc".
    for (const url of ['/%74rpc/forms.newsletter', '/%74rpc/forms.newsletter?batch=1', '/trpc/forms%2Enewsletter']) {
      const encoded = await app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload });
      expect(encoded.statusCode, url).toBe(403);
    }
    const same = await app.inject({
      method: 'POST',
      url: '/trpc/forms.newsletter',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });
    expect(same.statusCode).toBe(200);
  });

  it('signs in over HTTP with an HttpOnly session cookie that authenticates later requests', async () => {
    const { createUser } = await import('../../server/auth/users');
    await createUser(database.db, { email: 'cookie@example.com', password: 'a long enough password', emailVerified: true });
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/account.signIn',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: 'Cookie@Example.com', password: 'a long enough password' } }),
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const me = await app.inject({ method: 'GET', url: '/trpc/account.me', cookies: { session: token } });
    expect(me.json().result.data.json.email).toBe('cookie@example.com');
    const forged = await app.inject({ method: 'GET', url: '/trpc/account.me', cookies: { session: `${token.split('.')[0]}.wrongsecret` } });
    expect(forged.json().result.data.json).toBeNull();
    expect(String(forged.headers['set-cookie'])).toContain('Max-Age=0');
  });
});

describe('Cache-Control', () => {
  const member = () => createActor(database.db, ['user']);
  const cacheControlOf = async (options: InjectOptions) => (await app.inject(options)).headers['cache-control'];
  const json = (value: unknown) => JSON.stringify({ json: value });

  it('lets an anonymous GET of public content be kept, revalidated', async () => {
    expect(await cacheControlOf({ method: 'GET', url: '/trpc/shop.products' })).toBe('no-cache');
    const batch = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    expect(await cacheControlOf({ method: 'GET', url: `/trpc/content.home,shop.products?batch=1&input=${batch}` })).toBe('no-cache');
  });

  it('never stores an answer for a signed-in visitor, even public content', async () => {
    const { token } = await member();
    expect(await cacheControlOf({ method: 'GET', url: '/trpc/shop.products', cookies: { session: token } })).toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: '/trpc/member.dashboard', cookies: { session: token } })).toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: '/trpc/account.me', cookies: { session: token } })).toBe('no-store');
    // A session cookie that no longer works is cleared: an answer that sets a cookie is never stored.
    const forged = await app.inject({ method: 'GET', url: '/trpc/shop.products', cookies: { session: 'abc.def' } });
    expect(String(forged.headers['set-cookie'])).toContain('Max-Age=0');
    expect(forged.headers['cache-control']).toBe('no-store');
  });

  it('never stores personal or non-content answers, mutations, errors or sign-in', async () => {
    const me = await app.inject({ method: 'GET', url: '/trpc/account.me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const like = encodeURIComponent(json({ postId: 'blog1', visitorId: '6f1c1d6e-8a51-4d7e-9d43-2a6f8a4c1b11' }));
    const likeStatus = await app.inject({ method: 'GET', url: `/trpc/blog.likeStatus?input=${like}` });
    expect(likeStatus.statusCode).toBe(200);
    expect(likeStatus.headers['cache-control']).toBe('no-store');
    // A batch with one call that is not public content is not public content.
    const batch = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    expect(await cacheControlOf({ method: 'GET', url: `/trpc/shop.products,account.me?batch=1&input=${batch}` })).toBe('no-store');
    const headers = { origin: ORIGIN, 'content-type': 'application/json' };
    const tracking = json({ orderNumber: 'DRP-ZZZZ22', email: 'who@example.com' });
    expect(await cacheControlOf({ method: 'POST', url: '/trpc/orders.track', headers, payload: tracking })).toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: `/trpc/shop.products?input=${encodeURIComponent(json({ category: 'x' }))}` })).toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: '/trpc/shop.nothing' })).toBe('no-store');

    const { createUser } = await import('../../server/auth/users');
    await createUser(database.db, { email: 'cache@example.com', password: 'a long enough password', emailVerified: true });
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/account.signIn',
      headers,
      payload: json({ email: 'cache@example.com', password: 'a long enough password' }),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves files and the public downloads their own policy', async () => {
    expect(await cacheControlOf({ method: 'GET', url: '/api/fundraiser/downloads/nope' })).toBe('no-store');
    expect(await cacheControlOf({ method: 'GET', url: '/assets/index-abc123.js' })).toBe('public, max-age=31536000, immutable');
    expect(await cacheControlOf({ method: 'GET', url: '/' })).toBe('no-cache');
  });

  it('lists as public content only public queries that exist', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } } | undefined>;
    for (const path of PUBLIC_CONTENT_QUERIES) {
      expect(procedures[path]?._def.type, path).toBe('query');
      expect(accessTable[path], path).toBe('public');
    }
  });
});
