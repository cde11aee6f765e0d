import { ADMIN_STAND_NAMING, ADMIN_STAND_SORTS } from '@shared/schemas/values';
import { listSearch, oneOf, uuidParam, type ListSearch } from '@shared/search-params';

// What the fundraiser screen keeps in its address: the stands list's search, sort, page and filters (its other tables
// are short). Apart from the screen's component: the route's search parser is part of the first page's bundle.

export type StandsSearch = ListSearch<(typeof ADMIN_STAND_SORTS)[number]> & {
  naming?: (typeof ADMIN_STAND_NAMING)[number] | undefined;
  group?: string | undefined;
  /** Set when the back office's guard sent a moderator here from a screen their role does not open. */
  refused?: 'admin-only' | undefined;
};

/** Reads the address's list state; an unknown value falls back to the default view. */
export function parseStandsSearch(raw: Record<string, unknown>): StandsSearch {
  return {
    ...listSearch(ADMIN_STAND_SORTS, raw),
    naming: oneOf(ADMIN_STAND_NAMING, raw.naming),
    group: uuidParam(raw.group),
    refused: oneOf(['admin-only'] as const, raw.refused),
  };
}
