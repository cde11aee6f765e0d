import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, COMPRESSION_THRESHOLD_BYTES } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { MemoryMailer } from '../../server/services/mailer';
import { TRACKING_FAILURE_LIMIT } from '../../server/services/orders/tracking';
import { createActor, testConfig, type TestActor } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// Every tRPC error keeps its HTTP status and its Vary header whatever the client accepts as encoding, over a real
// socket with compression on: monitoring, proxies and the game's retry logic read the status, not the body. An answer
// is compressed when it is long enough (COMPRESSION_THRESHOLD_BYTES), and then varies on Accept-Encoding.
const ORIGIN = testConfig.publicUrl;
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: URL;
let member: NonNullable<TestActor>;
let admin: NonNullable<TestActor>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  member = await createActor(database.db, ['user']);
  admin = await createActor(database.db, ['admin', 'user']);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request over the socket, with the body decoded by hand so the test sees exactly what was on the wire. */
function send(options: { method: 'GET' | 'POST'; path: string; encoding: Encoding; actor?: TestActor; body?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': options.encoding };
    if (options.actor) headers.cookie = `${SESSION_COOKIE}=${options.actor.token}`;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = ORIGIN;
    }
    const request = http.request(new URL(options.path, baseUrl), { method: options.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const contentEncoding = response.headers['content-encoding'];
        const decoded = contentEncoding === 'gzip' ? zlib.gunzipSync(raw) : contentEncoding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode!, headers: response.headers, body: decoded.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

type Call = { type: 'query' | 'mutation'; path: string; input?: unknown; actor?: TestActor };

/** The call as tRPC's links send it: alone, or as a batch of one. */
function callOverHttp(call: Call, encoding: Encoding, batched: boolean): Promise<RawResponse> {
  const single = call.input === undefined ? {} : { json: call.input };
  const payload = batched ? { 0: single } : single;
  const batchParam = batched ? 'batch=1' : '';
  if (call.type === 'query') {
    const inputParam = call.input === undefined && !batched ? '' : `input=${encodeURIComponent(JSON.stringify(payload))}`;
    const query = [batchParam, inputParam].filter(Boolean).join('&');
    return send({ method: 'GET', path: `/trpc/${call.path}${query ? `?${query}` : ''}`, encoding, actor: call.actor });
  }
  return send({
    method: 'POST',
    path: `/trpc/${call.path}${batched ? `?${batchParam}` : ''}`,
    encoding,
    actor: call.actor,
    body: JSON.stringify(payload),
  });
}

function varyOf(response: RawResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** The call answers `status` with a tRPC error body, alone and batched, in every encoding. */
async function expectStatusEverywhere(call: Call, status: number, beforeEachCall?: () => Promise<unknown>) {
  for (const encoding of ENCODINGS) {
    for (const batched of [false, true]) {
      await beforeEachCall?.();
      const label = `${call.type} ${call.path} ${encoding}${batched ? ' batched' : ''}`;
      const response = await callOverHttp(call, encoding, batched);
      expect(response.status, label).toBe(status);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      const compressed = encoding !== 'identity' && Buffer.byteLength(response.body) >= COMPRESSION_THRESHOLD_BYTES;
      expect(response.headers['content-encoding'], label).toBe(compressed ? encoding : undefined);
      expect(varyOf(response), label).toEqual(expect.arrayContaining(['trpc-accept', 'accept', ...(compressed ? ['accept-encoding'] : [])]));
      const body = JSON.parse(response.body) as unknown;
      const error = (
        batched ? (body as { error: { json: { data: { httpStatus: number } } } }[])[0]! : (body as { error: { json: { data: { httpStatus: number } } } })
      ).error;
      expect(error.json.data.httpStatus, label).toBe(status);
      expect(response.body, label).not.toMatch(/at .+\.(ts|js):\d+/);
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  }
}

describe('tRPC statuses under compression', () => {
  it('400: a query and a mutation with bad input', async () => {
    await expectStatusEverywhere({ type: 'query', path: 'shop.products', input: { category: 'spaceships' } }, 400);
    await expectStatusEverywhere({ type: 'mutation', path: 'forms.newsletter', input: { email: 'not an email' } }, 400);
  });

  it('400 compressed: a batch of bad calls, long enough to be compressed, keeps its status', async () => {
    const payload = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [index, { json: { email: `not an email ${index}` } }]));
    for (const encoding of ENCODINGS) {
      const response = await send({
        method: 'POST',
        path: `/trpc/${Array(12).fill('forms.newsletter').join(',')}?batch=1`,
        encoding,
        body: JSON.stringify(payload),
      });
      expect(Buffer.byteLength(response.body), encoding).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
      expect(response.status, encoding).toBe(400);
      expect(response.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(varyOf(response), encoding).toEqual(expect.arrayContaining(['trpc-accept', 'accept', ...(encoding === 'identity' ? [] : ['accept-encoding'])]));
    }
  });

  it('400: a body that is not JSON, or none at all, is refused with a readable message', async () => {
    for (const body of ['{"json": {"email": ', '']) {
      const response = await send({ method: 'POST', path: '/trpc/forms.newsletter', encoding: 'identity', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = JSON.parse(response.body) as { error: { json: { message: string; data: { code: string; stack?: string } } } };
      expect(answer.error.json.data.code).toBe('BAD_REQUEST');
      expect(answer.error.json.message).not.toBe('');
      expect(answer.error.json.data.stack).toBeUndefined();
    }
  });

  it('401: member procedures called without a session', async () => {
    await expectStatusEverywhere({ type: 'query', path: 'member.dashboard' }, 401);
    await expectStatusEverywhere({ type: 'mutation', path: 'cart.remove', input: { productId: 'p1', variantId: null } }, 401);
  });

  it('403: admin procedures called by a member', async () => {
    await expectStatusEverywhere({ type: 'query', path: 'admin.users.list', actor: member }, 403);
    await expectStatusEverywhere({ type: 'mutation', path: 'admin.users.delete', input: { userId: admin.user.id }, actor: member }, 403);
  });

  it('404: an unknown procedure, a missing post, an order that is not there', async () => {
    await expectStatusEverywhere({ type: 'query', path: 'shop.nothing' }, 404);
    await expectStatusEverywhere({ type: 'query', path: 'blog.post', input: { idOrSlug: 'no-such-post' } }, 404);
    // Six look-ups, well under the tracking limit that the 429 test below reaches.
    await expectStatusEverywhere({ type: 'mutation', path: 'orders.track', input: { orderNumber: 'DRP-ZZZZ22', email: 'who@example.com' } }, 404);
  });

  it('409: an admin adding a user whose email is taken', async () => {
    await expectStatusEverywhere(
      { type: 'mutation', path: 'admin.users.create', input: { email: member.user.email, password: 'Tangerine-Kite-Lantern-8841' }, actor: admin },
      409,
    );
  });

  it('429: order look-ups past the limit', async () => {
    const call: Call = { type: 'mutation', path: 'orders.track', input: { orderNumber: 'DRP-ZZZZ22', email: 'who@example.com' } };
    for (let attempt = 0; attempt < TRACKING_FAILURE_LIMIT; attempt += 1) await callOverHttp(call, 'identity', false);
    await expectStatusEverywhere(call, 429);
  });

  it('500: a query and a mutation whose database fails', async () => {
    await database.db.execute(sql`alter table products rename to products_away`);
    try {
      await expectStatusEverywhere({ type: 'query', path: 'shop.products' }, 500);
    } finally {
      await database.db.execute(sql`alter table products_away rename to products`);
    }
    await database.db.execute(sql`
      create function refuse_signup() returns trigger language plpgsql as $$
      begin raise exception 'newsletter storage unavailable'; end $$`);
    await database.db.execute(sql`create trigger refuse_signup before insert on newsletter_signups for each row execute function refuse_signup()`);
    try {
      // Every call here comes from 127.0.0.1, and public writes are limited per client address: each call starts
      // with a fresh allowance, so it reaches the failing database.
      const freshAllowance = () => database.db.execute(sql`delete from rate_limits where key like 'client:newsletter:%'`);
      await expectStatusEverywhere({ type: 'mutation', path: 'forms.newsletter', input: { email: 'crew@example.com' } }, 500, freshAllowance);
    } finally {
      await database.db.execute(sql`drop trigger refuse_signup on newsletter_signups`);
      await database.db.execute(sql`drop function refuse_signup()`);
    }
  });

  it('a batch of calls with different outcomes answers 207 and keeps its Vary, compressed or not', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    for (const encoding of ENCODINGS) {
      const response = await send({ method: 'GET', path: `/trpc/shop.products,member.dashboard?batch=1&input=${input}`, encoding });
      expect(response.status, encoding).toBe(207);
      expect(varyOf(response), encoding).toEqual(expect.arrayContaining(['trpc-accept', 'accept']));
      const body = JSON.parse(response.body) as { result?: unknown; error?: { json: { data: { httpStatus: number } } } }[];
      expect(body[0]!.result).toBeDefined();
      expect(body[1]!.error!.json.data.httpStatus).toBe(401);
    }
  });

  it('a Host header that is not a host name changes nothing: the call is answered as it is', async () => {
    for (const path of ['/trpc/shop.products', '/trpc/member.dashboard']) {
      const response = await new Promise<number>((resolve, reject) => {
        const request = http.request(new URL(path, baseUrl), { headers: { host: 'not a host' } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        });
        request.on('error', reject);
        request.end();
      });
      expect(response, path).toBe(path.endsWith('dashboard') ? 401 : 200);
    }
  });

  it('a successful call keeps its status and headers compressed', async () => {
    for (const encoding of ENCODINGS) {
      const response = await send({ method: 'GET', path: '/trpc/shop.products', encoding });
      expect(response.status, encoding).toBe(200);
      if (encoding !== 'identity') expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers['content-type'], encoding).toMatch(/^application\/json/);
      expect(varyOf(response), encoding).toEqual(expect.arrayContaining(['trpc-accept', 'accept']));
      expect(Array.isArray((JSON.parse(response.body) as { result: { data: { json: unknown } } }).result.data.json)).toBe(true);
    }
  });
});
