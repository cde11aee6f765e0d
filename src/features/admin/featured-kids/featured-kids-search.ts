import { ADMIN_FEATURED_KID_SORTS, ADMIN_PAGE_SIZE, ADMIN_VISIBILITY } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the featured kids list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type FeaturedKidsSearch = ListSearch<(typeof ADMIN_FEATURED_KID_SORTS)[number]> & { status?: (typeof ADMIN_VISIBILITY)[number] | undefined };

/** The list query for what the address asks (the route's loader prefetches the same). */
export function featuredKidsListInput(search: FeaturedKidsSearch) {
  return { search: search.q, sort: search.sort, dir: search.dir, status: search.status, page: search.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
}

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseFeaturedKidsSearch(raw: Record<string, unknown>): FeaturedKidsSearch {
  return { ...listSearch(ADMIN_FEATURED_KID_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status) };
}
