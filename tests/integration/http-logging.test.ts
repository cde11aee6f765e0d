import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookie';
import { IMAGE_UPLOAD_PATH } from '../../server/http/upload-route';
import { MemoryMailer } from '../../server/services/mailer';
import { createActor, testConfig } from '../helpers/callers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

// A failure is logged with what an operator needs (method, route or procedure, status, error class and message) and
// none of what people typed: the log is kept longer and read by more people than the database.
const ORIGIN = testConfig.publicUrl;
const NAME = 'Jane Marmalade';
const EMAIL = 'jane.marmalade@example.com';
const MESSAGE = 'Please deliver to the blue house behind the bakery';

let database: TestDatabase;
let app: FastifyInstance;
let logLines: string[] = [];

/** Every line the server logs, at info level (each request is logged too). */
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig, mailer: new MemoryMailer() }, { logger: { level: 'info', stream: logStream } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  logLines = [];
});

type LogLine = { level: number; msg: string; [key: string]: unknown };
const parsed = () => logLines.map((line) => JSON.parse(line) as LogLine);
const errorLines = () => parsed().filter((line) => line.level >= 50);

function expectNothingPersonal() {
  const log = logLines.join('\n');
  for (const personal of [NAME, 'Marmalade', EMAIL, 'jane.marmalade', MESSAGE, 'blue house']) expect(log).not.toContain(personal);
}

async function withFailingInsert(table: string, run: () => Promise<void>) {
  // The database quotes the name back in its message, as PostgreSQL does with values it cannot take.
  await database.db.execute(
    sql.raw(`
    create function refuse_insert() returns trigger language plpgsql as $$
    begin raise exception 'storage unavailable for "%"', new.${table === 'contact_messages' ? 'name' : 'actor_email'}; end $$`),
  );
  await database.db.execute(sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`));
  try {
    await run();
  } finally {
    await database.db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
    await database.db.execute(sql`drop function refuse_insert()`);
  }
}

describe('the server log on a 500', () => {
  it('records the procedure, status and error class of a failed mutation, not its name, email or message', async () => {
    await withFailingInsert('contact_messages', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/trpc/forms.contact',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ json: { name: NAME, email: EMAIL, subject: 'general', message: MESSAGE, idempotencyKey: 'log-test-0001' } }),
      });
      expect(response.statusCode).toBe(500);
    });
    expectNothingPersonal();
    const [failure, ...others] = errorLines();
    expect(others).toEqual([]);
    expect(failure).toMatchObject({ msg: 'procedure failed', procedure: 'forms.contact', type: 'mutation', status: 500 });
    expect(failure!.req).toMatchObject({ method: 'POST', url: '/trpc/forms.contact', route: '/trpc/:path' });
    const err = failure!.err as { type: string; message: string; stack: string; cause?: { message: string; code?: string } };
    expect(err.type).toBe('DrizzleQueryError');
    // The statement is there to diagnose, with its placeholders; the values bound to them are not.
    expect(err.message).toContain('from store_contact_messages(');
    expect(err.message).toContain('params: [not logged]');
    expect(err.stack).toMatch(/\n\s+at /);
    expect(err.cause?.message).toBe('storage unavailable for "[value]"');
    expect(err.cause?.code).toBe('P0001');
  });

  it('records the path of a failed query without its query string, which carries the input', async () => {
    await database.db.execute(sql`alter table products rename to products_away`);
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { category: 'cotton-candy' } }));
      const response = await app.inject({
        method: 'GET',
        url: `/trpc/shop.products?input=${input}&ref=${encodeURIComponent(EMAIL)}&name=${encodeURIComponent(NAME)}`,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table products_away rename to products`);
    }
    expectNothingPersonal();
    expect(logLines.join('\n')).not.toContain('cotton-candy');
    const failure = errorLines()[0]!;
    expect(failure).toMatchObject({ msg: 'procedure failed', procedure: 'shop.products', type: 'query', status: 500 });
    expect((failure.err as { cause: { message: string } }).cause.message).toBe('relation "products" does not exist');
    // Every request line (incoming, completed) shows the path alone.
    const requestLines = parsed().filter((line) => line.req);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const line of requestLines) expect((line.req as { url: string }).url).toBe('/trpc/shop.products');
  });

  it('records a failed upload with its route and error class, not the admin who sent it', async () => {
    const admin = await createActor(database.db, ['admin'], EMAIL);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff69b4' } })
      .png()
      .toBuffer();
    const boundary = '----loggingtestboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${NAME}.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await withFailingInsert('audit_log', async () => {
      const response = await app.inject({
        method: 'POST',
        url: IMAGE_UPLOAD_PATH,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, cookie: `${SESSION_COOKIE}=${admin.token}` },
      });
      expect(response.statusCode).toBe(500);
    });
    expectNothingPersonal();
    const [failure] = errorLines();
    expect(failure).toMatchObject({ msg: 'request failed', status: 500 });
    expect(failure!.req).toMatchObject({ method: 'POST', url: IMAGE_UPLOAD_PATH, route: IMAGE_UPLOAD_PATH });
    expect((failure!.err as { type: string }).type).toBe('DrizzleQueryError');
  });
});
