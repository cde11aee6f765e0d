import { oneOf } from '@/lib/search-params';

export const EVENTS_VIEWS = ['list', 'map'] as const;
export type EventsView = (typeof EVENTS_VIEWS)[number];

/** ?view=map opens the map; anything else (or nothing) is the list. */
export function validateEventsSearch(search: Record<string, unknown>): { view?: EventsView } {
  // Always return the key: the router keeps raw params it is not given a value for.
  return { view: oneOf(EVENTS_VIEWS, search.view) };
}

/** Three pop-ups per page, as the earlier site listed. */
export const EVENTS_PAGE_SIZE = 3;
