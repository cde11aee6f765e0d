import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { WaitForQuiet } from './quiet-moments';
import { pruneRunOutRateLimits } from './rate-limit';

/**
 * How often the server moves the search indexes' pending lists into the indexes. A row waits at most this long before
 * a search finds it through the index's tree rather than by reading the list; it is found either way.
 */
export const SEARCH_INDEX_UPKEEP_MS = 5_000;
/** How often the rate limits' counters whose window has run out are deleted, so a flood from many addresses leaves none behind. */
export const RATE_LIMIT_PRUNE_MS = 60_000;

/**
 * Moves every search index's pending list into the index (see `searchIndex`), in one statement; answers how many
 * pages of lists it moved. Cheap when nothing was written since the last time.
 */
export async function cleanSearchIndexPendingLists(db: Executor): Promise<number> {
  const [row] = rowsOf<{ moved: string | number }>(await db.execute(sql`select clean_search_index_pending_lists() as moved`));
  return Number(row?.moved ?? 0);
}

/**
 * PostgreSQL's autovacuum rule, with its default settings: a table is vacuumed once its dead rows (the old versions
 * an update or a delete leaves) pass 50 + 20% of its live rows, and analyzed once its changed rows pass 50 + 10%.
 */
const VACUUM_THRESHOLD = { base: 50, share: 0.2 };
const ANALYZE_THRESHOLD = { base: 50, share: 0.1 };

const over = (threshold: { base: number; share: number }) => sql`${threshold.base}::float8 + ${threshold.share}::float8 * n_live_tup`;

/**
 * Vacuums the tables whose dead rows passed autovacuum's threshold and analyzes those that changed past its other
 * one, a statement per table; answers the tables' names. The embedded database runs no autovacuum: without this, every
 * update left its old row behind for good, and the outbox's claim of due mail read through every version of every
 * mail ever sent (300 ms a claim after 27,000 mails). A PostgreSQL server's autovacuum does the same by itself.
 */
export async function vacuumWhereNeeded(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string; vacuum: boolean }>(
    await db.execute(sql`
      select format('%I.%I', schemaname, relname) as name,
        n_dead_tup > ${over(VACUUM_THRESHOLD)} as vacuum
      from pg_stat_user_tables
      where schemaname = current_schema()
        and (n_dead_tup > ${over(VACUUM_THRESHOLD)} or n_mod_since_analyze > ${over(ANALYZE_THRESHOLD)})
      order by relname`),
  );
  for (const table of tables) {
    // The name comes from the catalog, quoted by format's %I.
    await db.execute(sql.raw(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`));
  }
  return tables.map((table) => table.name);
}

/** How long a vacuum waits for a quiet second at most: in a rush that does not end, it runs anyway. */
export const VACUUM_WAIT_MAX_MS = 60_000;

export type DatabaseUpkeep = { stop(): Promise<void> };

/**
 * The server's housekeeping on the database, one round at a time: the search indexes' pending lists every
 * `intervalMs`, the run-out rate-limit counters every RATE_LIMIT_PRUNE_MS, and with `embedded` (the embedded
 * database, which has no autovacuum) the tables that need it, when `busy` (the embedded database's thread over the
 * last second, threadBusyOfLate) says the database is quiet, or after VACUUM_WAIT_MAX_MS of waiting. A failed round
 * is reported and the next tries again.
 *
 * The embedded database answers one statement at a time, so a statement holds every request that queries it: there
 * the pending lists are moved only when the database is quiet. In a rush of writes the upkeep's statement moved
 * every list the rush had filled at once, 40-100 ms in which no request moved on; skipped, each list still never
 * passes SEARCH_INDEX_PENDING_LIST_KB (the write that fills it moves it, one index at a time), and the first round
 * in a quiet moment moves the rest. A PostgreSQL server moves them on a connection of its own, while requests go on.
 */
export function startDatabaseUpkeep(options: {
  db: Executor;
  embedded?: boolean;
  busy?: () => boolean;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}): DatabaseUpkeep {
  const now = options.now ?? (() => new Date());
  const busy = options.busy ?? (() => false);
  let running: Promise<void> | null = null;
  let prunedAt = -Infinity;
  const vacuumWait = new WaitForQuiet(VACUUM_WAIT_MAX_MS);
  const round = () => {
    if (running) return;
    running = (async () => {
      const wasBusy = options.embedded ? busy() : false;
      if (!wasBusy) await cleanSearchIndexPendingLists(options.db);
      const at = now();
      if (at.getTime() - prunedAt >= RATE_LIMIT_PRUNE_MS) {
        await pruneRunOutRateLimits(options.db, at);
        prunedAt = at.getTime();
      }
      if (options.embedded && vacuumWait.due(wasBusy, at.getTime())) await vacuumWhereNeeded(options.db);
    })()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, options.intervalMs ?? SEARCH_INDEX_UPKEEP_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
