import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, newsletterSignups, rateLimits } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows-of';
import { cleanSearchIndexPendingLists, startDatabaseUpkeep, vacuumWhereNeeded } from '../../server/services/database-upkeep';
import { consumeRateLimit, pruneRunOutRateLimits, RATE_LIMIT_WINDOW_MAX_MS } from '../../server/services/rate-limit';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const signUps = (from: number, count: number) =>
  database.db.insert(newsletterSignups).values(Array.from({ length: count }, (_, index) => ({ email: `reader-${from + index}@example.com` })));

const T0 = new Date('2030-05-06T12:00:00Z');

describe('database upkeep', () => {
  it('keeps new rows in every search index’s pending list, so a public write does not put its text into the index at once', async () => {
    const rows = rowsOf<{ name: string; options: string[] }>(
      await database.db.execute(sql`
        select c.relname as name, c.reloptions as options
        from pg_class c join pg_am am on am.oid = c.relam
        where am.amname = 'gin' and c.relname like '%search_idx'`),
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.options, row.name).toEqual(expect.arrayContaining(['fastupdate=on', 'gin_pending_list_limit=256']));
  });

  it('moves the pending lists into the indexes, and a row is found by a search before and after', async () => {
    await cleanSearchIndexPendingLists(database.db);
    await signUps(0, 50);
    const find = async () =>
      (
        await database.db
          .select({ email: newsletterSignups.email })
          .from(newsletterSignups)
          .where(sql`${newsletterSignups.email} ilike ${'%reader-37@%'}`)
      ).map((row) => row.email);
    expect(await find()).toEqual(['reader-37@example.com']);
    expect(await cleanSearchIndexPendingLists(database.db)).toBeGreaterThan(0);
    // Nothing written since: nothing to move.
    expect(await cleanSearchIndexPendingLists(database.db)).toBe(0);
    expect(await find()).toEqual(['reader-37@example.com']);
  });

  it('cleans on its own every interval, and stops', async () => {
    await cleanSearchIndexPendingLists(database.db);
    await signUps(100, 50);
    await consumeRateLimit(database.db, { name: 'test:upkeep-round', limit: 5, windowMs: 1000 }, 'old', new Date(T0.getTime() - RATE_LIMIT_WINDOW_MAX_MS - 1));
    // Only the upkeep's own timer is faked: the database's work runs as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const upkeep = startDatabaseUpkeep({ db: database.db, intervalMs: 5_000, now: () => T0 });
      await vi.advanceTimersByTimeAsync(5_000);
      // Waits for the round the interval started.
      await upkeep.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await cleanSearchIndexPendingLists(database.db)).toBe(0);
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).not.toContain('test:upkeep-round:old');
  });

  it('on the embedded database, leaves the lists alone after a busy round and moves them after a quiet one', async () => {
    await cleanSearchIndexPendingLists(database.db);
    let written = 1000;
    /** Writes rows into a pending list, runs one round of the upkeep, and answers how many list pages it left. */
    const pagesLeftByARound = async (upkeepOptions: { embedded?: boolean; busy: () => boolean }) => {
      await signUps(written, 50);
      written += 50;
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const upkeep = startDatabaseUpkeep({ db: database.db, intervalMs: 5_000, now: () => T0, ...upkeepOptions });
        await vi.advanceTimersByTimeAsync(5_000);
        await upkeep.stop();
      } finally {
        vi.useRealTimers();
      }
      return cleanSearchIndexPendingLists(database.db);
    };
    expect(await pagesLeftByARound({ embedded: true, busy: () => true }), 'busy: left for a quiet round').toBeGreaterThan(0);
    expect(await pagesLeftByARound({ embedded: true, busy: () => false }), 'quiet: moved').toBe(0);
    expect(await pagesLeftByARound({ busy: () => true }), 'a PostgreSQL server moves them on a connection of its own, busy or not').toBe(0);
  });

  it('deletes the rate-limit counters whose window has run out under any rule, and keeps the others', async () => {
    const hourRule = { name: 'test:upkeep-hour', limit: 5, windowMs: RATE_LIMIT_WINDOW_MAX_MS };
    await consumeRateLimit(database.db, hourRule, 'old', new Date(T0.getTime() - RATE_LIMIT_WINDOW_MAX_MS - 1));
    await consumeRateLimit(database.db, hourRule, 'recent', new Date(T0.getTime() - RATE_LIMIT_WINDOW_MAX_MS + 1000));
    expect(await pruneRunOutRateLimits(database.db, T0)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:upkeep-hour:recent');
    expect(keys).not.toContain('test:upkeep-hour:old');
  });

  it('refuses a rule whose window is longer than counters are kept', async () => {
    await expect(consumeRateLimit(database.db, { name: 'test:too-long', limit: 1, windowMs: RATE_LIMIT_WINDOW_MAX_MS + 1 }, 'x', T0)).rejects.toThrow(/window/);
  });

  describe('vacuum, which the embedded database does not run by itself', () => {
    const queueMails = (count: number) =>
      database.db.insert(mailOutbox).values(
        Array.from({ length: count }, (_, index) => ({
          recipient: `buyer-${index}@example.com`,
          subject: 'Your order',
          textBody: 'Thank you',
          status: 'pending' as const,
          kind: 'owed' as const,
          nextAttemptAt: T0,
        })),
      );
    /**
     * Updates every queued mail, leaving an old version of each behind, and has the statistics that count them sent at
     * once (on the same connection, at the transaction's end) rather than within the next second.
     */
    const leaveOldRows = (subject: string) =>
      database.db.transaction(async (tx) => {
        await tx.update(mailOutbox).set({ subject });
        await tx.execute(sql`select pg_stat_force_next_flush()`);
      });
    const deadRows = async () => {
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      const [row] = rowsOf<{ dead: string | number }>(
        await database.db.execute(sql`select n_dead_tup as dead from pg_stat_user_tables where relname = 'mail_outbox' and schemaname = current_schema()`),
      );
      return Number(row!.dead);
    };

    it('vacuums a table whose updates left more old rows than autovacuum allows, and leaves quiet tables alone', async () => {
      await queueMails(200);
      await leaveOldRows('Your order is in');
      const vacuumed = await vacuumWhereNeeded(database.db);
      expect(vacuumed).toContain('public.mail_outbox');
      expect(vacuumed).not.toContain('public.blog_posts');
      // One connection: the vacuum's own statistics are there to read (a server's other connections send theirs later).
      if (database.kind === 'pglite') {
        expect(await deadRows()).toBe(0);
        expect(await vacuumWhereNeeded(database.db), 'nothing changed since: nothing to do').toEqual([]);
      }
    });

    it('runs in the upkeep’s round when asked (the embedded database), and not while the server is busy', async () => {
      // The statements the upkeep sends, as text.
      const dialect = new PgDialect();
      const sent: string[] = [];
      const recording = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
          return (query: SQL) => {
            sent.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        },
      });
      const vacuumsIn = async (upkeepOptions: { embedded?: boolean; busy: () => boolean }) => {
        await leaveOldRows(`Your order, checked ${sent.length}`);
        sent.length = 0;
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        try {
          const upkeep = startDatabaseUpkeep({ db: recording, intervalMs: 5_000, now: () => T0, ...upkeepOptions });
          await vi.advanceTimersByTimeAsync(5_000);
          await upkeep.stop();
        } finally {
          vi.useRealTimers();
        }
        return sent.filter((statement) => statement.startsWith('vacuum'));
      };
      expect(await vacuumsIn({ busy: () => false }), 'not asked').toEqual([]);
      expect(await vacuumsIn({ embedded: true, busy: () => true }), 'while busy').toEqual([]);
      expect(await vacuumsIn({ embedded: true, busy: () => false }), 'after a quiet round').toEqual(['vacuum (analyze) public.mail_outbox']);
    });
  });
});
