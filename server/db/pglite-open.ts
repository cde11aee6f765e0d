import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { takeTurnsWithTheEventLoop } from './event-loop-turns';
import { installDrizzleParsers } from './pglite-parsers';
import { runQueriesInOneCall } from './pglite-single-call';

/**
 * PostgreSQL settings for the embedded database, on top of PGlite's own. The buffer pool (128 MB by default) lives in
 * this process's WebAssembly heap and stays resident once touched, while the site's whole database is a few MB and
 * the operating system's file cache keeps what is read often: 16 MB takes about 120 MB off the server's memory.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** The embedded database in `dataDir` (in memory when undefined), on the thread that calls this. */
export function openPglite(dataDir: string | undefined): PGlite {
  // pg_trgm: the back office's searches are served by trigram indexes (drizzle/0027 creates the extension).
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  // In this order: each wraps the query methods the one before left, and the single call must run the query itself.
  runQueriesInOneCall(client);
  installDrizzleParsers(client);
  takeTurnsWithTheEventLoop(client);
  return client;
}
