import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminPage, SortDirection } from '@shared/schemas/admin-list';

// The server half of every back-office list: the LIKE pattern of a search, the ORDER BY of a chosen sort (always
// ending on a unique column, so rows never swap places between pages) and the page envelope. Each list writes its own
// SELECT with these, so its WHERE and ORDER BY stay visible next to the indexes that serve them.

/** `%text%` with LIKE's own wildcards escaped, so a search for "50%" finds "50%" and not everything. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function orderByOf<Sort extends string>(
  columns: Record<Sort, AnyColumn | SQL>,
  input: { sort?: Sort; dir?: SortDirection },
  fallback: { sort: Sort; dir: SortDirection },
  unique: AnyColumn,
): SQL[] {
  const sort = input.sort ?? fallback.sort;
  const dir = input.dir ?? (input.sort ? 'asc' : fallback.dir);
  const by = dir === 'asc' ? asc : desc;
  return [by(columns[sort]), by(unique)];
}

export function offsetOf(input: { page: number; pageSize: number }): number {
  return (input.page - 1) * input.pageSize;
}

export function pageOf<Row>(items: Row[], total: number, input: { page: number; pageSize: number }): AdminPage<Row> {
  return { items, total, page: input.page, pageSize: input.pageSize, pageCount: Math.max(1, Math.ceil(total / input.pageSize)) };
}
