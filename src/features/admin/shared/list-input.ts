import { ADMIN_PAGE_SIZE } from '@shared/schemas/values';
import type { ListSearch } from '@shared/search-params';

/**
 * The list query for what a back-office list's address asks: its search, sort and page, and its own filters as they
 * are, a page of the usual size. The screen and the route's loader (which prefetches the same) both call it; it lives
 * apart from the address parsers, which ride in the first page's bundle.
 */
export function adminListInput<Search extends ListSearch<string>>(search: Search) {
  const { q, page, ...filters } = search;
  return { ...filters, search: q, page: page ?? 1, pageSize: ADMIN_PAGE_SIZE };
}
