import { and, asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminPage, SortDirection } from '@shared/schemas/admin-list';

// The server half of every back-office list: the LIKE pattern of a search, the ORDER BY of a chosen sort (always
// ending on a unique column, so rows never swap places between pages) and the page envelope. Each list writes its own
// SELECT with these, so its WHERE and ORDER BY stay visible next to the indexes that serve them.

/** `%text%` with LIKE's own wildcards escaped, so a search for "50%" finds "50%" and not everything. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search over several columns: any of them contains the text. Each searched column has a trigram index
 * (`searchIndex` in server/db/schema/columns.ts), so the OR is answered from the indexes, not a scan of the table.
 */
export function searchAny(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list's WHERE: every condition that applies (a filter not asked for is undefined), or none at all. */
export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

type SortKey = AnyColumn | SQL;

/** A sort is one column, or several in order (a lesson by its course's place, then its own); the row's id ends it. */
export function orderByOf<Sort extends string>(
  columns: Record<Sort, SortKey | readonly SortKey[]>,
  input: { sort?: Sort; dir?: SortDirection },
  fallback: { sort: Sort; dir: SortDirection },
  unique: AnyColumn,
): SQL[] {
  const sort = input.sort ?? fallback.sort;
  const dir = input.dir ?? (input.sort ? 'asc' : fallback.dir);
  const by = dir === 'asc' ? asc : desc;
  const keys: readonly SortKey[] = Array.isArray(columns[sort]) ? columns[sort] : [columns[sort] as SortKey];
  return [...keys.map((key) => by(key)), by(unique)];
}

export function offsetOf(input: { page: number; pageSize: number }): number {
  return (input.page - 1) * input.pageSize;
}

export function pageOf<Row>(items: Row[], total: number, input: { page: number; pageSize: number }): AdminPage<Row> {
  return { items, total, page: input.page, pageSize: input.pageSize, pageCount: Math.max(1, Math.ceil(total / input.pageSize)) };
}
