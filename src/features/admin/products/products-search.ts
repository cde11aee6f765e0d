import { ADMIN_PRODUCT_SORTS, ADMIN_VISIBILITY, PRODUCT_CATEGORIES } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the products list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type ProductsSearch = ListSearch<(typeof ADMIN_PRODUCT_SORTS)[number]> & {
  status?: (typeof ADMIN_VISIBILITY)[number] | undefined;
  category?: (typeof PRODUCT_CATEGORIES)[number] | undefined;
};

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseProductsSearch(raw: Record<string, unknown>): ProductsSearch {
  return { ...listSearch(ADMIN_PRODUCT_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status), category: oneOf(PRODUCT_CATEGORIES, raw.category) };
}
