import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/db/client';
import { newsletterSignups } from '../../server/db/schema';

// The running site opens the embedded database in a worker thread; these run the same driver the site's code uses
// (Drizzle's) against it, so what crosses between the threads (rows, errors, transactions) is what the site sees.
let handle: DatabaseHandle;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database in a worker thread', () => {
  beforeAll(async () => {
    handle = createDatabase({ inWorker: true });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('answers rows of every kind the site reads, dates as PostgreSQL’s text for Drizzle to convert', async () => {
    const rows = rowsOf<Record<string, unknown>>(
      await handle.db.execute(
        sql`select ${'text'}::text as text, ${42}::int as number, ${9_007_199_254_740_993n}::int8 as big, ${true}::boolean as yes,
          '2026-11-28 09:30:00+00'::timestamptz as at, '2026-11-28'::date as day, '{"a":[1,2]}'::jsonb as json, null::text as nothing`,
      ),
    );
    expect(rows).toEqual([
      { text: 'text', number: 42, big: 9_007_199_254_740_993n, yes: true, at: '2026-11-28 09:30:00+00', day: '2026-11-28', json: { a: [1, 2] }, nothing: null },
    ]);
  });

  it('writes and reads through the query builder', async () => {
    const email = 'thread-builder@example.com';
    await handle.db.insert(newsletterSignups).values({ email });
    const [row] = await handle.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
    expect(row?.email).toBe(email);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('commits a transaction that ends, and rolls back one that throws, savepoints included', async () => {
    const kept = 'thread-kept@example.com';
    const undone = 'thread-undone@example.com';
    const inner = 'thread-inner@example.com';
    await handle.db.transaction(async (tx) => {
      await tx.insert(newsletterSignups).values({ email: kept });
      await tx
        .transaction(async (nested) => {
          await nested.insert(newsletterSignups).values({ email: inner });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(newsletterSignups).values({ email: undone });
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    const emails = (await handle.db.select({ email: newsletterSignups.email }).from(newsletterSignups)).map((row) => row.email);
    expect(emails).toContain(kept);
    expect(emails).not.toContain(inner);
    expect(emails).not.toContain(undone);
  });

  it('hands a database error over with its code and constraint, as the site’s error handling reads them', async () => {
    const email = 'thread-twice@example.com';
    await handle.db.insert(newsletterSignups).values({ email });
    const error = await handle.db
      .insert(newsletterSignups)
      .values({ email })
      .then(
        () => undefined,
        (caught: unknown) => caught as { cause?: { code?: string; constraint?: string; message?: string } },
      );
    expect(error?.cause?.code).toBe('23505');
    expect(error?.cause?.constraint).toMatch(/email/);
    expect(error?.cause?.message).toMatch(/duplicate key/);
  });

  it('lets a transaction hold the database until it ends: a statement from outside waits for its commit', async () => {
    const email = 'thread-turns@example.com';
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(newsletterSignups).values({ email });
      outside = handle.db
        .select()
        .from(newsletterSignups)
        .where(eq(newsletterSignups.email, email))
        .then((rows) => order.push(`outside saw ${rows.length}`));
      // Several turns of both threads: the outside statement has been sent and must still be waiting.
      for (let turn = 0; turn < 5; turn += 1) await tx.execute(sql`select 1`);
      order.push('committing');
    });
    await outside;
    expect(order).toEqual(['committing', 'outside saw 1']);
  });

  it('keeps the calling thread free while a long statement runs', async () => {
    // About a second of work for the database; on the calling thread it would end before the next turn of the loop.
    let done = false;
    const long = handle.db.execute(sql`select sum(n) from generate_series(1, 5000000) as n`).then(() => (done = true));
    await setImmediate();
    await setImmediate();
    expect(done).toBe(false);
    await long;
    expect(done).toBe(true);
  });

  it('refuses queries once closed, with an error instead of a wait that never ends', async () => {
    const closing = createDatabase({ inWorker: true });
    await closing.ping();
    await closing.close();
    await expect(closing.ping()).rejects.toThrow(/closed/);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('an embedded database its worker cannot open', () => {
  it('fails the first query with PGlite’s reason, instead of a wait that never ends', async () => {
    // A data folder of another PostgreSQL version: PGlite refuses to start on it.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drip-thread-'));
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '9\n');
    const broken = createDatabase({ inWorker: true, dataDir });
    try {
      await expect(broken.ping()).rejects.toThrow();
      await expect(broken.stopped).resolves.toBeInstanceOf(Error);
    } finally {
      await broken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
