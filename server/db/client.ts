import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { takeTurnsWithTheEventLoop } from './event-loop-turns';
import { installDrizzleParsers } from './pglite-parsers';
import { runQueriesInOneCall } from './pglite-single-call';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
 * PostgreSQL settings for the embedded database, on top of PGlite's own. The buffer pool (128 MB by default) lives in
 * this process's WebAssembly heap and stays resident once touched, while the site's whole database is a few MB and
 * the operating system's file cache keeps what is read often: 16 MB takes about 120 MB off the server's memory.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite in `dataDir` (or in memory when dataDir is undefined), or postgres.js when a URL is given. */
export function createDatabase(options: { url?: string | undefined; dataDir?: string | undefined }): DatabaseHandle {
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
  // pg_trgm: the back office's searches are served by trigram indexes (drizzle/0027 creates the extension).
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  // In this order: each wraps the query methods the one before left, and the single call must run the query itself.
  runQueriesInOneCall(client);
  installDrizzleParsers(client);
  takeTurnsWithTheEventLoop(client);
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
