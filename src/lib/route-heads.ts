import { onFirstUse } from './first-use';
import type { MetaTag } from './head-tags';
import type { ROUTE_HEADS } from './route-head-table';

/** What a route's head reads: its params, its loader's answer and the matched routes. */
export type HeadContext<Data = never, Params extends string = never> = {
  params: Record<Params, string>;
  loaderData?: Data;
  matches: readonly { _notFound?: boolean }[];
};

type Head = { meta?: MetaTag[] };
type RouteId = keyof typeof ROUTE_HEADS;

// The server wrote the head of the page it rendered, for crawlers and link previews, with the routes' own title,
// description and Open Graph tags beside it (applyFirstPageHead): they describe that page for as long as the visitor
// stays on its path. The browser's own heads take over on another page.
const serverPagePath = typeof window !== 'undefined' && '$_TSR' in window ? window.location.pathname : undefined;

/** The id of the data in which the server hands the browser the first page's own route head (see applyFirstPageHead). */
export const FIRST_PAGE_HEAD_ID = 'first-page-head';

// The tags the routes write, of those the server wrote: a second <title> would win over the routes' own.
const WRITTEN_BY_ROUTES = ['title', 'meta[name="description"]', 'meta[property^="og:"]', 'meta[property^="article:"]']
  .map((selector) => `${selector}[data-server-head]`)
  .join(',');

function removeServerCopies(): void {
  for (const element of document.head.querySelectorAll(WRITTEN_BY_ROUTES)) element.remove();
}

/**
 * The first page's title, description and Open Graph tags become its routes' own, as the server's render of the
 * routes' heads gave them (the data with id FIRST_PAGE_HEAD_ID), without the table. They count as the server's tags:
 * they go when the routes' heads take over (another page, or the table's first head).
 */
export function applyFirstPageHead(): void {
  const data = document.getElementById(FIRST_PAGE_HEAD_ID);
  if (!data) return;
  data.remove();
  removeServerCopies();
  for (const tag of JSON.parse(data.textContent ?? '[]') as MetaTag[]) {
    const element = document.createElement(tag.title === undefined ? 'meta' : 'title');
    if (tag.title === undefined) for (const [key, value] of Object.entries(tag)) element.setAttribute(key, value as string);
    else element.textContent = tag.title;
    element.setAttribute('data-server-head', '');
    document.head.append(element);
  }
}

let table: typeof ROUTE_HEADS | undefined;
let loading: Promise<typeof ROUTE_HEADS> | undefined;
let tookOver = false;

function loadTable(): Promise<typeof ROUTE_HEADS> {
  return (loading ??= import('./route-head-table').then(
    (module) => (table = module.ROUTE_HEADS),
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again by the next head.
      loading = undefined;
      throw error;
    },
  ));
}

if (serverPagePath !== undefined) onFirstUse(() => void loadTable().catch(() => {}));

function headOf(id: RouteId, context: unknown, heads: typeof ROUTE_HEADS): Head {
  if (!tookOver && typeof document !== 'undefined') {
    // From here the routes write the title, description and Open Graph tags (RouteHead): the server's copies go, as a
    // second <title> would win. The rest of its head (canonical address, schema.org data) stays until the path changes.
    tookOver = true;
    removeServerCopies();
  }
  return (heads[id] as (context: unknown) => Head)(context);
}

/**
 * A route's `head`. The texts of every route's head (about 1.4 kB gzip of the first page) live in one table that the
 * first page does not carry: while the visitor is on the page the server rendered, its head is the one the server's
 * render of the same table gave (applyFirstPageHead), and the table loads with the visitor's first pointer over the
 * page, press, key or focus, ready for the next page; a page opened before it has loaded waits for it.
 */
export function routeHead(id: RouteId) {
  return (context: unknown): Head | Promise<Head> => {
    if (table) return headOf(id, context, table);
    if (serverPagePath !== undefined && window.location.pathname === serverPagePath) return {};
    return loadTable().then((heads) => headOf(id, context, heads));
  };
}
