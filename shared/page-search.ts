// The search parameters each public page reads, one validator per page: the browser's router validates a link with
// it (validateSearch), and the server keys its cache of rendered pages by what it returns, so a parameter no page
// reads, a value a page ignores or the same values in another order are one page, rendered once. Read by the routes'
// options (first-page JavaScript), so no zod: closed lists and bounds checked by hand. Every validator returns each
// key it knows, undefined when invalid: TanStack Router keeps a raw param that the validator gives no value for.
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { oneOf, optionalString } from './search-params';
import { PRODUCT_CATEGORIES, type ProductCategory } from './schemas/values';

export const EVENTS_VIEWS = ['list', 'map'] as const;
export type EventsView = (typeof EVENTS_VIEWS)[number];
export const LEADERBOARD_SORT_VALUES = ['avg', 'total'] as const;
export const GALLERY_FILTERS = ['all', 'youtube', 'tiktok'] as const;
export type LeaderboardSortValue = (typeof LEADERBOARD_SORT_VALUES)[number];
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export type FundraiserSearch = { sort?: LeaderboardSortValue; media?: GalleryFilter };
export type LeaderboardSearch = { sort?: LeaderboardSortValue; page?: number; group?: string };

export const SHOP_SORTS = ['newest', 'price-low', 'price-high', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export type ShopSearch = { category?: ProductCategory; q?: string; sort?: ShopSort };
/** The longest search the shop takes: a few words. */
export const SHOP_QUERY_MAX = 80;

/**
 * ?category=games&q=mint&sort=price-low keep the shop's view in a shared link. An unknown category or sort falls back
 * to all products, newest first, rather than an error page; a search is trimmed, and one too long is ignored.
 */
export function validateShopSearch(search: Record<string, unknown>): ShopSearch {
  const q = typeof search.q === 'string' ? search.q.trim() : undefined;
  return {
    category: oneOf(PRODUCT_CATEGORIES, search.category),
    q: optionalString(q, SHOP_QUERY_MAX),
    sort: oneOf(SHOP_SORTS, search.sort),
  };
}

/** ?view=map opens the map; anything else (or nothing) is the list. */
export function validateEventsSearch(search: Record<string, unknown>): { view?: EventsView } {
  return { view: oneOf(EVENTS_VIEWS, search.view) };
}

/** ?sort=total and ?media=tiktok keep the leaderboard order and gallery filter in a shared link; bad values are ignored. */
export function validateFundraiserSearch(search: Record<string, unknown>): FundraiserSearch {
  return { sort: oneOf(LEADERBOARD_SORT_VALUES, search.sort), media: oneOf(GALLERY_FILTERS, search.media) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?sort=total&page=2&group=<id> keep the full leaderboard's view in a shared link; bad values fall back to the default. */
export function validateLeaderboardSearch(search: Record<string, unknown>): LeaderboardSearch {
  const page = typeof search.page === 'number' || typeof search.page === 'string' ? Number(search.page) : NaN;
  return {
    sort: oneOf(LEADERBOARD_SORT_VALUES, search.sort),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : undefined,
    group: typeof search.group === 'string' && UUID.test(search.group) ? search.group : undefined,
  };
}

/** ?lesson=<id> opens a lesson of the course. */
export function validateCourseSearch(search: Record<string, unknown>): { lesson?: string } {
  return { lesson: optionalString(search.lesson, 100) };
}

type SearchValidator = (search: Record<string, unknown>) => Record<string, unknown>;

const PAGE_SEARCH: readonly { path: RegExp; validate: SearchValidator }[] = [
  { path: /^\/shop$/, validate: validateShopSearch },
  { path: /^\/events$/, validate: validateEventsSearch },
  { path: /^\/fluff-fundraiser$/, validate: validateFundraiserSearch },
  { path: /^\/fluff-fundraiser\/leaderboard$/, validate: validateLeaderboardSearch },
  { path: /^\/academy\/course\/[^/]+$/, validate: validateCourseSearch },
];

/**
 * The query string that shows the same page as `query` on the page at `pagePath`: only the parameters the page
 * reads, with values it accepts, in a fixed (alphabetical) order, written as the browser's router writes them; ''
 * when there are none, or when the page reads none.
 */
export function canonicalPageQuery(pagePath: string, query: string): string {
  const page = PAGE_SEARCH.find((candidate) => candidate.path.test(pagePath));
  if (!page || query === '') return '';
  const validated = page.validate(defaultParseSearch(query) as Record<string, unknown>);
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(validated).sort()) if (validated[key] !== undefined) ordered[key] = validated[key];
  return defaultStringifySearch(ordered);
}
