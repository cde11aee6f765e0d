import { ADMIN_FEATURED_KID_SORTS, ADMIN_VISIBILITY } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the featured kids list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type FeaturedKidsSearch = ListSearch<(typeof ADMIN_FEATURED_KID_SORTS)[number]> & { status?: (typeof ADMIN_VISIBILITY)[number] | undefined };

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseFeaturedKidsSearch(raw: Record<string, unknown>): FeaturedKidsSearch {
  return { ...listSearch(ADMIN_FEATURED_KID_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status) };
}
