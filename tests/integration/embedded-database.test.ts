import { setImmediate } from 'node:timers';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { installDrizzleParsers } from '../../server/db/pglite-parsers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database', () => {
  it('keeps a 16 MB buffer pool, not PostgreSQL’s 128 MB, since the pool stays resident in the server’s own memory', async () => {
    // PGlite's driver answers with { rows }; this test runs only there.
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    const [row] = result.rows;
    expect(row?.shared_buffers).toBe('16MB');
  });

  it('gives the event loop a turn during a rush of queries, so sockets are read while they run', async () => {
    // Each statement keeps the thread for well over the slice (a sum over half a million rows), so a queue that never
    // lets go would finish all eight before the loop's next turn.
    const finished: number[] = [];
    const rush = Array.from({ length: 8 }, (_, index) =>
      database.db.execute(sql`select sum(n) from generate_series(1, 500000) as n`).then(() => finished.push(index)),
    );
    const finishedAtTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished.length)));
    await Promise.all(rush);
    expect(finished).toHaveLength(8);
    expect(finishedAtTurn).toBeLessThan(8);
  });

  it('passes PGlite no parsers with each query once it is ready, and dates still read as before', async () => {
    const client = new PGlite();
    const parsersPassed: unknown[] = [];
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<PGlite['query']>) => {
      parsersPassed.push(args[2]?.parsers);
      return query(...args);
    }) as PGlite['query'];
    installDrizzleParsers(client);
    try {
      await client.waitReady;
      // PGlite's own start queried the type catalogue through the same method.
      parsersPassed.length = 0;
      const result = (await drizzle(client).execute(sql`select '2026-11-28 09:30:00+00'::timestamptz as at, '2026-11-28'::date as day`)) as unknown as {
        rows: { at: string; day: string }[];
      };
      // Drizzle converts these from PostgreSQL's text itself, so the driver must hand them over unparsed.
      expect(result.rows).toEqual([{ at: '2026-11-28 09:30:00+00', day: '2026-11-28' }]);
      expect(parsersPassed).toEqual([undefined]);
    } finally {
      await client.close();
    }
  });

  it('passes no parsers with the queries of a transaction either, which go through the transaction’s own handle', async () => {
    const client = new PGlite();
    const parsersPassed: unknown[] = [];
    const transaction = client.transaction.bind(client);
    client.transaction = ((work: Parameters<PGlite['transaction']>[0]) =>
      transaction((tx) => {
        const query = tx.query.bind(tx);
        tx.query = ((...args: Parameters<typeof tx.query>) => {
          parsersPassed.push(args[2]?.parsers);
          return query(...args);
        }) as typeof tx.query;
        return work(tx);
      })) as PGlite['transaction'];
    installDrizzleParsers(client);
    try {
      await client.waitReady;
      const rows = await drizzle(client).transaction(async (tx) => {
        const result = (await tx.execute(sql`select '2026-11-28 09:30:00+00'::timestamptz as at`)) as unknown as { rows: { at: string }[] };
        return result.rows;
      });
      expect(rows).toEqual([{ at: '2026-11-28 09:30:00+00' }]);
      expect(parsersPassed).toEqual([undefined]);
    } finally {
      await client.close();
    }
  });
});
