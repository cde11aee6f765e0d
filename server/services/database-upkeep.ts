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

export type DatabaseUpkeep = { stop(): Promise<void> };

/**
 * The server's housekeeping on the database, one round at a time: the search indexes' pending lists every
 * `intervalMs`, the run-out rate-limit counters every RATE_LIMIT_PRUNE_MS. A failed round is reported and the next
 * tries again.
 */
export function startDatabaseUpkeep(options: { db: Executor; intervalMs?: number; now?: () => Date; onError?: (error: unknown) => void }): DatabaseUpkeep {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let prunedAt = -Infinity;
  const round = () => {
    if (running) return;
    running = (async () => {
      await cleanSearchIndexPendingLists(options.db);
      const at = now();
      if (at.getTime() - prunedAt >= RATE_LIMIT_PRUNE_MS) {
        await pruneRunOutRateLimits(options.db, at);
        prunedAt = at.getTime();
      }
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
