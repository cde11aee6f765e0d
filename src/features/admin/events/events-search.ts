import { ADMIN_EVENT_SORTS, ADMIN_EVENT_WHEN, ADMIN_VISIBILITY, EVENT_TYPES } from '@shared/schemas/values';
import { listSearch, oneOf, type ListSearch } from '@shared/search-params';

// What the events list keeps in its address, apart from the page's component: the route's search parser is part of
// the first page's bundle, which must not pull the list screen (or zod) in with it.

export type EventsSearch = ListSearch<(typeof ADMIN_EVENT_SORTS)[number]> & {
  status?: (typeof ADMIN_VISIBILITY)[number] | undefined;
  when?: (typeof ADMIN_EVENT_WHEN)[number] | undefined;
  type?: (typeof EVENT_TYPES)[number] | undefined;
};

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseEventsSearch(raw: Record<string, unknown>): EventsSearch {
  return {
    ...listSearch(ADMIN_EVENT_SORTS, raw),
    status: oneOf(ADMIN_VISIBILITY, raw.status),
    when: oneOf(ADMIN_EVENT_WHEN, raw.when),
    type: oneOf(EVENT_TYPES, raw.type),
  };
}
