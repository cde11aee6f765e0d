import { ADMIN_BLOG_SORTS, ADMIN_VISIBILITY, BLOG_CATEGORIES } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the blog posts list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type BlogSearch = ListSearch<(typeof ADMIN_BLOG_SORTS)[number]> & {
  status?: (typeof ADMIN_VISIBILITY)[number] | undefined;
  category?: (typeof BLOG_CATEGORIES)[number] | undefined;
};

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  return { ...listSearch(ADMIN_BLOG_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status), category: oneOf(BLOG_CATEGORIES, raw.category) };
}
