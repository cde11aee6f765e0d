import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventLoopUtilityFunction } from 'node:perf_hooks';
import { openPglite } from './pglite-open';
import { openPgliteInWorker } from './pglite-thread';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { projectRoot } from '../project-root';
import * as schema from './schema';

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; the rest of the server only sees this common type.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either so they compose inside one transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** When the embedded database runs in a thread of its own: settles with the error if that thread stops unclosed. */
  stopped?: Promise<Error>;
  /** The event-loop utilization of the thread the embedded database runs on, when that is a thread of its own. */
  eventLoopUtilization?: EventLoopUtilityFunction;
};

export const migrationsFolder = path.join(projectRoot, 'drizzle');

// Any fixed 64-bit number; every instance of this app agrees on it, nothing else on the server uses it.
const MIGRATION_LOCK_KEY = 7_246_190_331;

/**
 * Drizzle's migrator takes no lock and reads the last applied migration before its transaction, so instances that
 * start together would both apply a pending migration and one would fail at boot. A session-level advisory lock on
 * one dedicated connection (the migrator's queries run on the same connection) makes them take turns: the first
 * applies, the others then find nothing pending.
 */
async function migratePostgresUnderLock(url: string): Promise<void> {
  const connection = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
  } finally {
    // Ending the connection releases the lock even if the migration failed.
    await connection.end({ timeout: 5 });
  }
}

/**
 * How long a dropped connection waits before it connects again. The driver counts failed connections across the
 * pool and waits up to 20 s by default, so one restart of the database server that dropped all ten connections at
 * once held every request for up to 20 s; a second at most keeps the site answering as soon as the server is back,
 * and one attempt per connection per second does not hammer a server that is down.
 */
export function reconnectDelaySeconds(failedAttempts: number): number {
  return (0.5 + Math.random() / 2) * Math.min(3 ** failedAttempts / 100, 1);
}

/**
 * PGlite in `dataDir` (or in memory when dataDir is undefined), or postgres.js when a URL is given. With `inWorker`,
 * PGlite runs in a worker thread of its own (the running site: see pglite-thread.ts); otherwise on the calling thread
 * (tests, command-line tools).
 */
export function createDatabase(options: { url?: string | undefined; dataDir?: string | undefined; inWorker?: boolean }): DatabaseHandle {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {}, connect_timeout: 10, backoff: reconnectDelaySeconds });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgresUnderLock(options.url as string),
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  if (options.inWorker) {
    const embedded = openPgliteInWorker(options.dataDir);
    return {
      db: drizzlePglite({ client: embedded.client, schema }) as unknown as Database,
      kind: 'pglite',
      migrate: () => embedded.migrate(migrationsFolder),
      ping: async () => {
        await embedded.client.query('select 1');
      },
      close: embedded.close,
      stopped: embedded.stopped,
      eventLoopUtilization: embedded.eventLoopUtilization,
    };
  }
  const client = openPglite(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
