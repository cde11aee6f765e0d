import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const onPostgres = Boolean(process.env.DATABASE_URL);

// postgres.js as the project runs it (patches/postgres+*.patch, applied by patch-package at install): a transaction
// whose backend is terminated while a query runs. Unpatched, the transaction's own rollback is written to the closed
// socket from a setImmediate and the TypeError kills the process; the connection then never connected again.
describe.skipIf(!onPostgres)('postgres.js when a transaction loses its connection (PostgreSQL only: PGlite has no connections)', () => {
  let database: TestDatabase;
  let killer: postgres.Sql;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase();
    killer = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await killer?.end();
    await database?.close();
  });
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
  });

  /** Runs a transaction that reports its backend's pid and then sleeps; terminates that backend while it sleeps. */
  async function transactionKilledWhileQuerying(sql: postgres.Sql): Promise<unknown> {
    let backendPid: number | null = null;
    const transaction = sql.begin(async (tx) => {
      const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      backendPid = row!.pid;
      await tx`select pg_sleep(5)`;
    });
    const settled = transaction.then(
      () => null,
      (error: unknown) => error,
    );
    while (backendPid === null) await new Promise((resolve) => setTimeout(resolve, 10));
    await killer`select pg_terminate_backend(${backendPid})`;
    const error = await settled;
    // The rollback's write is flushed from a setImmediate: give it a few turns of the event loop to fail.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return error;
  }

  it('rejects the transaction with a connection error and throws nothing the application cannot catch', async () => {
    const sql = postgres(database.url!, { max: 2, onnotice: () => {} });
    try {
      const error = await transactionKilledWhileQuerying(sql);
      expect(error).toMatchObject({ code: expect.stringMatching(/^(CONNECTION_CLOSED|57P01|ECONNRESET)$/) });
      expect(uncaught).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it('answers the next query on the same connection, not with the dead session error and not after a connect timeout', async () => {
    // One connection, so the next query must reuse the one that was dropped.
    const sql = postgres(database.url!, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      for (let round = 0; round < 3; round++) {
        await transactionKilledWhileQuerying(sql);
        const started = Date.now();
        expect(await sql<{ one: number }[]>`select 1 as one`).toEqual([{ one: 1 }]);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      expect(uncaught).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
