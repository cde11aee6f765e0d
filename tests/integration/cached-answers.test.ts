import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { MemoryMailer } from '../../server/services/mailer';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A kept page or public read is written from an onRequest hook straight to the socket, past the onSend hooks. What
// it sends must be what the ordinary path sends: the same status, headers and content, the cache policy's
// Cache-Control, and the request still counted in the metrics.
const clientDir = path.resolve('.tmp/cached-answers-client');
const ORIGIN = 'https://drip.example';
const TOKEN = 'metrics-token-cached-answers-0123';

let database: TestDatabase;
let app: FastifyInstance;
const onSendCalls = new Map<string, number>();

beforeAll(async () => {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CLIENT_DIR: clientDir, DATA_DIR: '.tmp/cached-answers-data', METRICS_TOKEN: TOKEN });
  app = await buildApp({ db: database.db, config, mailer: new MemoryMailer() });
  // Counts the answers that pass through the onSend hooks, by URL.
  app.addHook('onSend', (request, _reply, payload, done) => {
    onSendCalls.set(request.url, (onSendCalls.get(request.url) ?? 0) + 1);
    done(null, payload);
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PAGE = '/shop';
const READ = '/trpc/shop.products';

/** The headers that differ between two answers to the same request whatever the path: the request id and the date. */
function comparableHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { 'x-request-id': _id, date: _date, 'content-length': _length, ...rest } = response.headers;
  return rest;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

async function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers });
}

async function metricsText(): Promise<string> {
  return (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
}

describe('an answer the cache holds', () => {
  for (const url of [PAGE, READ]) {
    for (const encoding of ['br', 'gzip'] as const) {
      it(`is written past the onSend hooks with what the answer that filled the cache carried (${url}, ${encoding})`, async () => {
        // The first request of this file fills the cache; the later ones find it filled.
        const first = await get(url, { 'accept-encoding': encoding });
        const hit = await get(url, { 'accept-encoding': encoding });
        expect(hit.statusCode).toBe(first.statusCode);
        expect(comparableHeaders(hit)).toEqual(comparableHeaders(first));
        expect(hit.headers['content-encoding']).toBe(encoding);
        expect(hit.headers['cache-control']).toBe('no-cache');
        expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
        expect(decoded(hit)).toBe(decoded(first));
        // The ordinary path for the one that filled it, none for the hit.
        expect(onSendCalls.get(url)).toBe(1);
      });
    }
  }

  it('carries the security headers of its kind and the request id', async () => {
    const page = await get(PAGE, { 'accept-encoding': 'br' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const read = await get(READ, { 'accept-encoding': 'br', 'x-request-id': 'lb-0123456789' });
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(read.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(read.headers['x-request-id']).toBe('lb-0123456789');
  });

  it('answers HEAD with the headers of GET and no body, a tRPC read with the policy of a HEAD (not stored)', async () => {
    const page = await get(PAGE, { 'accept-encoding': 'br' });
    const pageHead = await get(PAGE, { 'accept-encoding': 'br' }, 'HEAD');
    expect(pageHead.statusCode).toBe(200);
    expect(pageHead.rawPayload.length).toBe(0);
    expect(comparableHeaders(pageHead)).toEqual(comparableHeaders(page));
    expect(pageHead.headers['content-length']).toBe(page.headers['content-length']);

    const read = await get(READ, { 'accept-encoding': 'gzip' });
    const readHead = await get(READ, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(readHead.rawPayload.length).toBe(0);
    expect(readHead.headers['cache-control']).toBe('no-store');
    expect({ ...comparableHeaders(readHead), 'cache-control': 'no-cache' }).toEqual(comparableHeaders(read));
  });

  it('still answers 304 to a client holding it, and in full to one that takes no compression', async () => {
    const page = await get(PAGE, { 'accept-encoding': 'br' });
    const revalidated = await get(PAGE, { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const plain = await get(PAGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBe('identity');
    expect(plain.body).toBe(decoded(page));
  });

  it('carries the security headers and the request id on a 304 and on an uncompressed answer too', async () => {
    // A hit is found before the hooks that set those on every answer, so it sets them itself on every path.
    const page = await get(PAGE, { 'accept-encoding': 'br' });
    const revalidated = await get(PAGE, { 'if-none-match': String(page.headers.etag), 'x-request-id': 'lb-revalidated-1' });
    const plain = await get(READ, { 'x-request-id': 'lb-plain-0001' });
    for (const [response, id] of [
      [revalidated, 'lb-revalidated-1'],
      [plain, 'lb-plain-0001'],
    ] as const) {
      expect(response.headers['x-request-id']).toBe(id);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    }
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers['content-encoding']).toBe('identity');
  });

  it('answers requests that waited for the read filling it with the headers of a hit', async () => {
    // Requests for a read being read meanwhile are answered from the answer it keeps, past the same hooks as a hit.
    const url = '/trpc/content.settings';
    const together = await Promise.all([1, 2, 3].map(() => get(url, { 'accept-encoding': 'br' })));
    const hit = await get(url, { 'accept-encoding': 'br' });
    for (const response of together) {
      expect(response.statusCode).toBe(200);
      expect(comparableHeaders(response)).toEqual(comparableHeaders(hit));
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(decoded(response)).toBe(decoded(hit));
    }
  });

  it('is counted in the request metrics like any answer', async () => {
    await get(READ, { 'accept-encoding': 'br' });
    const count = (text: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/trpc/:path"') && line.includes('status="200"'))
          ?.split(' ')
          .at(-1) ?? 0,
      );
    const before = count(await metricsText());
    await get(READ, { 'accept-encoding': 'br' });
    await get(READ, { 'accept-encoding': 'gzip' });
    expect(count(await metricsText())).toBe(before + 2);
  });
});
