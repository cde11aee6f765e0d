import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStateFromSnapshot } from '../../game/engine';
import { buildApp } from '../../server/app';
import { MemoryMailer } from '../../server/services/mailer';
import { callerFor, createActor, testConfig } from '../helpers/callers';
import { batchOf, playRecorded } from '../helpers/game-play';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const TOKEN = 'metrics-token-0123456789abcdef';
let database: TestDatabase;
let app: FastifyInstance;
let logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp(
    { db: database.db, config: { ...testConfig, metricsToken: TOKEN }, mailer: new MemoryMailer() },
    { logger: { level: 'info', stream: logStream } },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function metrics(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)) : false));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics', () => {
  it('is 404 without METRICS_TOKEN, 401 with a missing or wrong token', async () => {
    const without = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() });
    try {
      expect((await without.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await without.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const before = await metrics();
    const name = 'http_request_duration_seconds_count';
    // A path no route matched (a missing upload) is counted under one label, whatever its URL.
    const unmatchedBefore = sample(before, name, { route: 'unmatched', status: '404' });
    await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef-640.webp?email=someone@example.com' });
    await app.inject({ method: 'GET', url: '/trpc/content.settings' });
    const after = await metrics();
    expect(sample(after, name, { route: 'unmatched', status: '404' })).toBe(unmatchedBefore + 1);
    expect(sample(after, name, { route: '/trpc/:path', status: '200' })).toBeGreaterThan(0);
    expect(after).not.toContain('0123456789abcdef');
    expect(after).not.toContain('example.com');
    expect(after).toContain('http_errors_total');
  });

  it('reports cache hits, mails queued and verified game syncs', async () => {
    const before = await metrics();
    await app.inject({ method: 'GET', url: '/trpc/content.settings' });
    await app.inject({ method: 'GET', url: '/trpc/content.settings' });
    const member = await createActor(database.db, ['user']);
    let time = Date.parse('2031-03-04T15:00:00Z');
    const caller = callerFor(database.db, member, { now: () => new Date(time) });
    const started = await caller.game.startSession();
    // Thirty seconds of play, replayed and credited by the server: one verified sync.
    const played = playRecorded(startStateFromSnapshot(started.snapshot, started.seed), 30_000, {
      first: [{ type: 'addCustomer' }],
    });
    time += 30_000;
    await caller.game.submitBatch(batchOf(started.sessionId, 1, played));
    const after = await metrics();
    const hits = (text: string) => sample(text, 'cache_lookups_total', { cache: 'public-reads', result: 'hit' });
    expect(hits(after)).toBeGreaterThanOrEqual(hits(before) + 1);
    expect(sample(after, 'game_syncs_verified_total')).toBe(sample(before, 'game_syncs_verified_total') + 1);
    expect(after).toContain('# TYPE mails_queued_total counter');
    expect(after).toContain('# TYPE mails_failed_total counter');
  });
});

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz checks the database and that every migration is applied', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    // This file's own database: forget the newest migration, as if a deploy had skipped it.
    const [newest] = await rows<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const notReady = await app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().message).toMatch(/migration/);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('put the request id on every line of a request and send it back; a well-formed incoming id is kept', async () => {
    logLines = [];
    const response = await app.inject({ method: 'GET', url: '/trpc/content.settings' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(id);

    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-0123456789' } });
    expect(kept.headers['x-request-id']).toBe('lb-0123456789');
    const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request loggers', () => {
  it('are made only for a request that writes a line at the level the server logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const quiet = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() }, { logger: { level: 'warn', stream } });
    try {
      const child = vi.spyOn(quiet.log, 'child');
      expect((await quiet.inject({ method: 'GET', url: '/trpc/content.settings' })).statusCode).toBe(200);
      expect((await quiet.inject({ method: 'GET', url: '/trpc/content.settings' })).statusCode).toBe(200);
      expect((await quiet.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
      // The start may warn (a missing uploads folder); no request wrote a line.
      expect(lines.filter((line) => line.includes('reqId'))).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
