import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf, wasSignedIn } from '../auth/cookie';

/**
 * Queries whose answer to a visitor without a session is the same for every such visitor: the site's public content.
 * Only these may ever be kept by a browser or a shared cache. A procedure is absent by default, so a new one (or one
 * that answers from an email, a visitor id or an order number, such as order tracking or like status) is never stored.
 */
export const PUBLIC_CONTENT_QUERIES: ReadonlySet<string> = new Set([
  'academy.course',
  'academy.courses',
  'blog.list',
  'blog.post',
  'content.contactFaq',
  'content.events',
  'content.featuredKids',
  'content.home',
  'content.packages',
  'content.settings',
  'content.testimonials',
  'fundraiser.landing',
  'fundraiser.leaderboard',
  'game.leaderboards',
  'orders.checkoutInfo',
  'shop.product',
  'shop.products',
]);

export const NO_STORE = 'no-store';
/** May be kept, but checked with the server before every use: public content that staff can change at any moment. */
export const REVALIDATE = 'no-cache';

export type CacheFacts = {
  method: string;
  /** Which part of the site answered: tRPC, the other JSON endpoints under /api, or anything else. */
  area: 'trpc' | 'api' | 'other';
  /** For tRPC, the procedure paths called (a batch calls several). */
  procedures: readonly string[];
  status: number;
  /** The request carried a session token (valid or not), or the server accepted a session for it. */
  hasSession: boolean;
  setsCookie: boolean;
  /** The Cache-Control a handler already chose, if any. */
  chosen: string | undefined;
};

/**
 * The Cache-Control of an answer, or undefined to leave it as the handler set it. The rule:
 * - an answer that sets a cookie is never stored (a shared cache would hand the cookie to the next visitor);
 * - a tRPC answer is never stored, except a successful GET of public content queries only, by a visitor without a
 *   session cookie, which may be kept but is revalidated (so a later server-side cache can make it cheap);
 * - any other /api answer is never stored unless its route chose a policy (the fundraiser downloads are public);
 * - static files, uploads and the app page keep the policy they were served with.
 */
export function cacheControlFor(facts: CacheFacts): string | undefined {
  if (facts.setsCookie) return NO_STORE;
  if (facts.area === 'trpc') {
    const cacheable =
      facts.method === 'GET' &&
      facts.status === 200 &&
      !facts.hasSession &&
      facts.procedures.length > 0 &&
      facts.procedures.every((procedure) => PUBLIC_CONTENT_QUERIES.has(procedure));
    return cacheable ? REVALIDATE : NO_STORE;
  }
  if (facts.area === 'api') return facts.chosen ?? NO_STORE;
  return undefined;
}

function areaOf(request: FastifyRequest): CacheFacts['area'] {
  // The matched route, not the raw URL: /%74rpc/... reaches the tRPC route too. Unrouted answers (404s) use the path.
  const route = request.routeOptions.url ?? pathOf(request);
  if (route === '/trpc' || route.startsWith('/trpc/')) return 'trpc';
  if (route.startsWith('/api/')) return 'api';
  return 'other';
}

/**
 * The Cache-Control cacheControlFor gives the answer being made for this request, or undefined to leave it as it is.
 * `chosen` is the Cache-Control the answer carries when it is not set on the reply (a kept answer's own headers).
 */
export function cachePolicyOf(request: FastifyRequest, reply: FastifyReply, chosen = reply.getHeader('cache-control')): string | undefined {
  const area = areaOf(request);
  return cacheControlFor({
    method: request.method,
    area,
    procedures: area === 'trpc' ? procedurePathsOf(request) : [],
    status: reply.statusCode,
    hasSession: sessionTokenOf(request) !== undefined || wasSignedIn(request),
    setsCookie: reply.hasHeader('set-cookie'),
    chosen: chosen === undefined ? undefined : String(chosen),
  });
}

/** Applies cacheControlFor to every answer, in the first onSend hook: a hook may replace the payload, never the status. */
export function applyCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const policy = cachePolicyOf(request, reply);
    if (policy !== undefined) reply.header('cache-control', policy);
    done(null, payload);
  });
}

/** The procedure paths of a tRPC call, from the route's :path parameter (a batch names several: a.b,c.d). */
function procedurePathsOf(request: FastifyRequest): string[] {
  const { path } = (request.params ?? {}) as { path?: unknown };
  return typeof path === 'string' && path !== '' ? path.split(',') : [];
}

/** The path as routed: without the query string, percent-decoded (or as sent, when it does not decode). */
function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  const raw = query === -1 ? request.url : request.url.slice(0, query);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
