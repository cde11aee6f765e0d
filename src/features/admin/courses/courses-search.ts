import { ADMIN_COURSE_SORTS, ADMIN_VISIBILITY, DIFFICULTY_LEVELS } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the courses list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type CoursesSearch = ListSearch<(typeof ADMIN_COURSE_SORTS)[number]> & {
  status?: (typeof ADMIN_VISIBILITY)[number] | undefined;
  level?: (typeof DIFFICULTY_LEVELS)[number] | undefined;
};

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseCoursesSearch(raw: Record<string, unknown>): CoursesSearch {
  return { ...listSearch(ADMIN_COURSE_SORTS, raw), status: oneOf(ADMIN_VISIBILITY, raw.status), level: oneOf(DIFFICULTY_LEVELS, raw.level) };
}
