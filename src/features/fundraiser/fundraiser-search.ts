// Read by the route's options (first-page JavaScript), so no imports and no zod: two closed lists checked by hand.
export const LEADERBOARD_SORT_VALUES = ['avg', 'total'] as const;
export const GALLERY_FILTERS = ['all', 'youtube', 'tiktok'] as const;
export type LeaderboardSortValue = (typeof LEADERBOARD_SORT_VALUES)[number];
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export type FundraiserSearch = { sort?: LeaderboardSortValue; media?: GalleryFilter };

function pick<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** ?sort=total and ?media=tiktok keep the leaderboard order and gallery filter in a shared link; bad values are ignored. */
export function validateFundraiserSearch(search: Record<string, unknown>): FundraiserSearch {
  const sort = pick(LEADERBOARD_SORT_VALUES, search.sort);
  const media = pick(GALLERY_FILTERS, search.media);
  // Both keys are returned, undefined when invalid: the router keeps raw params it is not given a value for.
  return { sort, media };
}

/** The leaderboard rows shown before View Full Leaderboard (the server's default preview). */
export const LEADERBOARD_PREVIEW = 4;

/** Rows per page of the full leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 20;

export type LeaderboardSearch = { sort?: LeaderboardSortValue; page?: number; group?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?sort=total&page=2&group=<id> keep the full leaderboard's view in a shared link; bad values fall back to the default. */
export function validateLeaderboardSearch(search: Record<string, unknown>): LeaderboardSearch {
  const page = typeof search.page === 'number' || typeof search.page === 'string' ? Number(search.page) : NaN;
  return {
    sort: pick(LEADERBOARD_SORT_VALUES, search.sort),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : undefined,
    group: typeof search.group === 'string' && UUID.test(search.group) ? search.group : undefined,
  };
}
