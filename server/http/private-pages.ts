/**
 * Pages that belong to one visitor (their cart, account, orders, a link's token) or to staff. A search engine never
 * lists them (robots.txt keeps crawlers out, their head says noindex), and the server sends them as the app's empty
 * shell for the browser to render, so nothing of one visitor is rendered into a shared cache.
 * A `:name` segment stands for any one segment; a trailing `/*` takes in the page and everything below it.
 */
const PRIVATE_PAGES = [
  '/admin/*',
  '/dashboard/*',
  '/cart',
  '/checkout',
  '/order/:orderNumber',
  '/track-order',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/auth/confirm',
  '/newsletter/unsubscribe',
  '/fluff-fundraiser/rate',
  // A certificate names its holder: rendered in the browser, never kept in a shared cache or listed by a search engine.
  '/academy/certificate/:code',
] as const;

function matcherOf(pattern: string): RegExp {
  const below = pattern.endsWith('/*');
  const segments = (below ? pattern.slice(0, -2) : pattern).split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return new RegExp(`^${segments.join('/')}${below ? '(/.*)?' : ''}$`);
}
const MATCHERS = PRIVATE_PAGES.map(matcherOf);

/** Whether a page's path (no query, no trailing slash) is a private page. */
export function isPrivatePage(pagePath: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pagePath));
}

/** What robots.txt disallows for the private pages: each one's fixed start (`/order/` for `/order/:orderNumber`). */
export function privatePagePrefixes(): string[] {
  return PRIVATE_PAGES.map((pattern) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern.replace(/:[^/]+.*$/, '')));
}
