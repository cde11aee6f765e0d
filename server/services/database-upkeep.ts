import { performance, type EventLoopUtilityFunction } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
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

/** How long a vacuum waits for a quiet round at most: in a rush that does not end, it runs anyway. */
export const VACUUM_WAIT_MAX_MS = 60_000;
/** A thread busy for this share of the time since the last round is busy. */
const BUSY_SHARE = 0.5;

/**
 * When the upkeep vacuums. A vacuum holds the embedded database (which answers one statement at a time) for as long as
 * it takes, so it runs in a round after which the server was mostly idle, or once it has waited VACUUM_WAIT_MAX_MS.
 */
export class VacuumSchedule {
  private waitingSince: number | null = null;

  /** Whether to vacuum in this round, given whether the server was busy since the last one. */
  due(busy: boolean, atMs: number): boolean {
    if (!busy || (this.waitingSince !== null && atMs - this.waitingSince >= VACUUM_WAIT_MAX_MS)) {
      this.waitingSince = null;
      return true;
    }
    this.waitingSince ??= atMs;
    return false;
  }
}

/**
 * Whether a thread was busy for most of the time since it was last asked, from its event-loop utilization: this
 * thread's by default, or a worker thread's (`worker.performance.eventLoopUtilization`).
 */
function threadBusySinceLastAsked(utilization: EventLoopUtilityFunction = thisThreadsUtilization): () => boolean {
  let last = utilization();
  return () => {
    const now = utilization();
    const since = utilization(now, last);
    last = now;
    return since.utilization >= BUSY_SHARE;
  };
}

const thisThreadsUtilization: EventLoopUtilityFunction = (...args) => performance.eventLoopUtilization(...args);

/**
 * The span "busy" looks back over: the last second before a round. Over the whole interval since the last round, a
 * rush that had begun a second or two before a round still read as quiet (its busy second averaged with the quiet
 * ones before it), and the round's vacuum and list moving, 100-300 ms on the embedded database, held the rush's
 * requests in its first seconds.
 */
export const BUSY_WINDOW_MS = 1_000;

/** Whether a thread was busy for most of the last BUSY_WINDOW_MS, sampled by a timer of its own until stopped. */
export function threadBusyOfLate(utilization: EventLoopUtilityFunction = thisThreadsUtilization): { busy: () => boolean; stop: () => void } {
  const sinceLastSample = threadBusySinceLastAsked(utilization);
  let busy = false;
  const timer = setInterval(() => (busy = sinceLastSample()), BUSY_WINDOW_MS);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

export type DatabaseUpkeep = { stop(): Promise<void> };

/**
 * The server's housekeeping on the database, one round at a time: the search indexes' pending lists every
 * `intervalMs`, the run-out rate-limit counters every RATE_LIMIT_PRUNE_MS, and with `embedded` (the embedded
 * database, which has no autovacuum) the tables that need it, in a round that follows a quiet second or after a
 * minute of waiting. Whether the database is busy is read from `utilization` over the last BUSY_WINDOW_MS (this
 * thread's event loop by default; the embedded database's worker thread where it has one), or asked of `busy`
 * (tests). A failed round is reported and the next tries again.
 *
 * The embedded database answers one statement at a time, so a statement holds every request that queries it: there
 * the pending lists are moved only in a round after a quiet one. In a rush of writes the upkeep's statement moved
 * every list the rush had filled at once, 40-100 ms in which no request moved on; skipped, each list still never
 * passes SEARCH_INDEX_PENDING_LIST_KB (the write that fills it moves it, one index at a time), and the first quiet
 * round moves the rest. A PostgreSQL server moves them on a connection of its own, while requests go on.
 */
export function startDatabaseUpkeep(options: {
  db: Executor;
  embedded?: boolean;
  utilization?: EventLoopUtilityFunction;
  busy?: () => boolean;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}): DatabaseUpkeep {
  const now = options.now ?? (() => new Date());
  const ofLate = options.embedded && !options.busy ? threadBusyOfLate(options.utilization) : null;
  const busy = options.busy ?? ofLate?.busy ?? (() => false);
  let running: Promise<void> | null = null;
  let prunedAt = -Infinity;
  const vacuumSchedule = new VacuumSchedule();
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
      if (options.embedded && vacuumSchedule.due(wasBusy, at.getTime())) await vacuumWhereNeeded(options.db);
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
      ofLate?.stop();
      await running;
    },
  };
}
