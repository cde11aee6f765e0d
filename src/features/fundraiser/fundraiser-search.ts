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
