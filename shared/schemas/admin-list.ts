import { z } from 'zod';
import { LIMITS } from './common';
import { tooLong } from './text';

// The input every back-office list takes: one page of rows, an optional search, one sort column and direction, and
// the list's own filters. Page sizes are capped so no request can ask for a whole table; a page past the end is
// answered with no rows rather than an error (a link kept from when the list was longer still opens).

import { ADMIN_PAGE_SIZE } from './values';
export { ADMIN_PAGE_SIZE };
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The deepest page a list is read to: offsets beyond it are refused instead of scanning the table to skip them. */
export const ADMIN_PAGE_MAX = 10_000;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export function adminListSchema<const Sort extends readonly [string, ...string[]], Filters extends z.ZodRawShape>(sorts: Sort, filters: Filters) {
  return z.object({
    page: z.number().int('Invalid page').min(1, 'Invalid page').max(ADMIN_PAGE_MAX, 'Invalid page').default(1),
    pageSize: z.number().int('Invalid page size').min(1, 'Invalid page size').max(ADMIN_PAGE_SIZE_MAX, 'Invalid page size').default(ADMIN_PAGE_SIZE),
    search: z.string().trim().max(LIMITS.shortText, tooLong('Search is too long')).optional(),
    sort: z.enum(sorts, 'Unknown sort').optional(),
    dir: z.enum(SORT_DIRECTIONS, 'Unknown sort direction').optional(),
    ...filters,
  });
}

/** A page of a list as every list procedure answers it. */
export type AdminPage<Row> = { items: Row[]; total: number; page: number; pageSize: number; pageCount: number };
