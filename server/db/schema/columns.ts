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
 * fastupdate off: a new row goes into the index at once instead of a pending list that only VACUUM empties. The
 * embedded database runs no autovacuum, so that list would grow with every row and every search would read it
 * through (and the planner, counting it, would scan the table instead).
 */
export const searchIndex = (name: string, column: AnyPgColumn | SQL) =>
  index(name)
    .using('gin', sql`${column} gin_trgm_ops`)
    .with({ fastupdate: false });
