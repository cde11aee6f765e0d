import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
