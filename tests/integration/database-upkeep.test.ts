import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSignups, rateLimits } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows-of';
import { cleanSearchIndexPendingLists, startDatabaseUpkeep } from '../../server/services/database-upkeep';
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
});
