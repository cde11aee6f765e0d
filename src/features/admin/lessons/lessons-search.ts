import { ADMIN_LESSON_SORTS, ADMIN_VISIBILITY } from '@shared/schemas/values';
import { listSearch, oneOf, uuidParam, type ListSearch } from '@shared/search-params';

// What the lessons list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type LessonsSearch = ListSearch<(typeof ADMIN_LESSON_SORTS)[number]> & {
  status?: (typeof ADMIN_VISIBILITY)[number] | undefined;
  course?: string | undefined;
};

/** Reads the address's list state; an unknown value (a malformed course id too) falls back to the default view. */
export function parseLessonsSearch(raw: Record<string, unknown>): LessonsSearch {
  return { ...listSearch(ADMIN_LESSON_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status), course: uuidParam(raw.course) };
}
