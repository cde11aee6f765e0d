import { sql, type SQL } from 'drizzle-orm';
import { index, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A trigram index (pg_trgm's GIN operator class): it serves a search's `ILIKE '%text%'` on the column or expression,
 * which a B-tree index cannot (its pattern does not start with fixed text). Every searched column has one.
 * New rows wait in the index's pending list (fastupdate) instead of going into its tree one by one: putting one email
 * address into the tree cost about 0.2 ms per index on the embedded database, the largest part of a newsletter
 * sign-up or a contact message, while moving a list of them in at once costs a tenth of that per row. The list is
 * kept short on both databases: a row past SEARCH_INDEX_PENDING_LIST_KB moves it into the tree at once, and the
 * server's upkeep moves it every few seconds (`cleanSearchIndexPendingLists`; on the embedded database, in the rounds
 * that follow a quiet one), since the embedded database runs no autovacuum and a search reads the whole list through.
 */
export const SEARCH_INDEX_PENDING_LIST_KB = 256;

export const searchIndex = (name: string, column: AnyPgColumn | SQL) =>
  index(name)
    .using('gin', sql`${column} gin_trgm_ops`)
    .with({ fastupdate: true, gin_pending_list_limit: SEARCH_INDEX_PENDING_LIST_KB });
