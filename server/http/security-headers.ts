import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The only sites whose frames the pages show: lesson videos on Vimeo, fundraiser videos on YouTube's no-cookie player. */
const VIDEO_PLAYERS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'];

// Strict policy: scripts only from our origin (no inline, no eval: PixiJS uses its unsafe-eval-free build).
// Styles allow inline because Radix positions popovers with style attributes and sonner injects its stylesheet.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: VIDEO_PLAYERS,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

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

/** A year, subdomains included: what browsers' preload lists ask for, and helmet's own default. */
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

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  // The same answer as CSP frame-ancestors 'none', for browsers too old to read CSP.
  xFrameOptions: { action: 'deny' },
  // Switches for software no visitor runs any more, left out of every answer: X-XSS-Protection: 0 only turned off the
  // XSS filter that browsers removed years ago, X-Download-Options steered Internet Explorer 8's download dialog, and
  // X-Permitted-Cross-Domain-Policies answered Flash (the site serves no cross-domain policy file).
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
};

/**
 * The headers helmet sets for these options, worked out once. They are the same for every answer, and helmet's
 * Fastify plugin rebuilt them (parsing the whole policy) on every request: a tenth of the time of a cached read.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
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

export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const headers = securityHeaders();
  const apiHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PATH) ? apiHeaders : headers);
    if (servedOverHttps(request, options.publicUrl)) reply.header('strict-transport-security', HSTS_VALUE);
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
