import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { MemoryMailer } from '../../server/services/mailer';
import type { AppRouter } from '../../server/trpc/router';
import { wireFormat } from '../../server/trpc/wire-format';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// The HTTP surface: headers, the SPA, caching, and that bad requests get a readable 4xx and never a stack trace.
const clientDir = path.resolve('.tmp/http-test-client');
const ORIGIN = 'http://localhost:3000';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/http-test-data' });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer() });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

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
  });

  it('serves the SPA for client routes, revalidated, and hashed assets cached for a year', async () => {
    for (const url of ['/', '/shop', '/blog/blog1', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
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
    expect(products[0]!.createdAt).toBeInstanceOf(Date);
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
