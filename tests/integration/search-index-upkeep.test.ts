import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSignups } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows-of';
import { cleanSearchIndexPendingLists, startSearchIndexUpkeep } from '../../server/services/search-index-upkeep';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const signUps = (from: number, count: number) =>
  database.db.insert(newsletterSignups).values(Array.from({ length: count }, (_, index) => ({ email: `reader-${from + index}@example.com` })));

describe('search index upkeep', () => {
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
    // Only the upkeep's own timer is faked: the database's work runs as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const upkeep = startSearchIndexUpkeep({ db: database.db, intervalMs: 5_000 });
      await vi.advanceTimersByTimeAsync(5_000);
      // Waits for the round the interval started.
      await upkeep.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await cleanSearchIndexPendingLists(database.db)).toBe(0);
  });
});
