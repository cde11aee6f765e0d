import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * How often the server moves the search indexes' pending lists into the indexes. A row waits at most this long before
 * a search finds it through the index's tree rather than by reading the list; it is found either way.
 */
export const SEARCH_INDEX_UPKEEP_MS = 5_000;

/**
 * Moves every search index's pending list into the index (see `searchIndex`), in one statement; answers how many
 * pages of lists it moved. Cheap when nothing was written since the last time.
 */
export async function cleanSearchIndexPendingLists(db: Executor): Promise<number> {
  const [row] = rowsOf<{ moved: string | number }>(await db.execute(sql`select clean_search_index_pending_lists() as moved`));
  return Number(row?.moved ?? 0);
}

export type SearchIndexUpkeep = { stop(): Promise<void> };

/** Cleans the pending lists every `intervalMs`, one round at a time; a failed round is reported and the next tries again. */
export function startSearchIndexUpkeep(options: { db: Executor; intervalMs?: number; onError?: (error: unknown) => void }): SearchIndexUpkeep {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = cleanSearchIndexPendingLists(options.db)
      .then(() => undefined)
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
