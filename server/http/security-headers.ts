import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The only sites whose frames the pages show: lesson videos on Vimeo, fundraiser videos on YouTube's no-cookie player. */
const VIDEO_PLAYERS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'];

// Strict policy: scripts only from our origin (no inline, no eval: PixiJS uses its unsafe-eval-free build).
// Styles allow inline because Radix positions popovers with style attributes and sonner injects its stylesheet.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  `frame-src ${VIDEO_PLAYERS.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const players = VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ');

/**
 * Browser features the pages may use, and who may: the site itself shares links (web-share) and copies them
 * (clipboard-write) and plays the game's sounds (autoplay); the video players play, go full screen, decrypt and
 * float their video. Everything else a page could ask for (camera, microphone, location, payment, sensors, USB...)
 * is off for the site and every frame in it, so an injected script or a framed page cannot ask the visitor for it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${players})`,
  'camera=()',
  'clipboard-read=()',
  `clipboard-write=(self ${players})`,
  'display-capture=()',
  `encrypted-media=(${players})`,
  `fullscreen=(self ${players})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(${players})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'web-share=(self)',
  'xr-spatial-tracking=()',
].join(', ');

/** A year, subdomains included: what browsers' preload lists ask for. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * HSTS belongs to HTTPS: over plain HTTP a browser must ignore it (RFC 6797), and sending it there only tells a
 * scanner the site does not know which scheme it is on. It goes out when the request itself came over HTTPS (directly,
 * or through a trusted proxy's X-Forwarded-Proto) or when the site's public address is https, which is the case
 * behind a proxy that terminates TLS without saying so.
 */
function servedOverHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

/**
 * The headers every page answer carries, the same for every answer, so written out once here rather than worked out
 * per request by a middleware. Left out on purpose: Cross-Origin-Embedder-Policy (it would block the video players'
 * frames), and the switches for software no visitor runs any more (X-XSS-Protection only turned off the XSS filter
 * browsers removed years ago, X-Download-Options steered Internet Explorer 8's download dialog,
 * X-Permitted-Cross-Domain-Policies answered Flash). HSTS is added per request, over HTTPS only.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    // The page keeps no reference to windows it opens or that open it (Stripe's checkout comes back by navigation).
    'cross-origin-opener-policy': 'same-origin',
    // Other sites cannot embed the site's answers (images, JSON) in theirs.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Addresses (which may carry an order number or a token) are never sent to another site.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    // The same answer as CSP frame-ancestors 'none', for browsers too old to read CSP.
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * The headers of a tRPC answer: JSON that no browser renders as a page (nosniff), so a policy that allows nothing
 * replaces the page policy, and the headers that only steer documents (opener policy, DNS prefetching, legacy IE and
 * Flash switches) are left out. Every public read pays for its headers on every request: these are a fifth of the
 * page set's bytes.
 */
export function apiSecurityHeaders(): Record<string, string> {
  const page = securityHeaders();
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'x-frame-options'];
  return { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", ...Object.fromEntries(kept.map((name) => [name, page[name] ?? ''])) };
}

const API_PATH = '/trpc/';

/** The security headers of one request's answer, as one of four objects made once (page or tRPC, HTTPS or not). */
export type SecurityHeadersOf = (request: FastifyRequest) => Readonly<Record<string, string>>;

export function securityHeadersFor(options: { publicUrl: string }): SecurityHeadersOf {
  const page = securityHeaders();
  const api = apiSecurityHeaders();
  const overHttps = (headers: Record<string, string>) => ({ ...headers, 'strict-transport-security': HSTS_VALUE });
  const pageOverHttps = overHttps(page);
  const apiOverHttps = overHttps(api);
  return (request) => {
    const https = servedOverHttps(request, options.publicUrl);
    if (request.url.startsWith(API_PATH)) return https ? apiOverHttps : api;
    return https ? pageOverHttps : page;
  };
}

/** Sets every answer's security headers (`headersOf`, from securityHeadersFor). */
export function registerSecurityHeaders(app: FastifyInstance, headersOf: SecurityHeadersOf): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersOf(request));
    done();
  });
}

const SCRIPT_SRC_SELF = "script-src 'self'";

/**
 * The policy for one rendered page: the same as every answer's, with the page's own inline scripts (the router's
 * hydration data) allowed by their SHA-256. Hashes rather than a per-response nonce, because rendered pages are kept
 * compressed in a cache and served as they are: a nonce would have to be written into every answer (and the body
 * compressed again), while a hash belongs to the stored bytes and travels in the stored answer's header. A script
 * injected into the page some other way matches no hash and does not run.
 */
export function contentSecurityPolicyWithScripts(scriptHashes: readonly string[]): string {
  const policy = securityHeaders()['content-security-policy'];
  if (!policy?.includes(SCRIPT_SRC_SELF)) throw new Error("The Content-Security-Policy has no script-src 'self' to extend");
  if (scriptHashes.length === 0) return policy;
  return policy.replace(SCRIPT_SRC_SELF, `${SCRIPT_SRC_SELF} ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`);
}
