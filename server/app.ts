import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clearGameGuestCookie, clearSessionCookie, gameGuestTokenOf, markSignedIn, sessionTokenOf, setGameGuestCookie, setSessionCookie } from './auth/cookie';
import { isAllowedOrigin } from './auth/origin';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable';
import { validateSessionToken } from './auth/session';
import { applyCachePolicy } from './http/cache-policy';
import { capConnections, timeoutOptions } from './http/connection-limits';
import { fundraiserDownloadsPlugin } from './http/fundraiser-downloads';
import { isOneClickUnsubscribe, newsletterUnsubscribePlugin } from './http/newsletter-unsubscribe';
import { isStripeWebhook, stripeWebhookPlugin } from './http/stripe-webhook-route';
import { lazyRequestLogger } from './http/lazy-request-logger';
import { logSerializers, pathOnly } from './http/log-safety';
import { registerTrpcRoute, type TrpcContextSource } from './http/trpc-route';
import { registerObservability, requestIdFor } from './http/observability';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers';
import { anonymousCaller, anonymousLink } from './http/public-caller';
import {
  builtPageSource,
  createPageRenderer,
  createPublicCaches,
  registerCachedPageHits,
  registerPublicReadCache,
  registerSiteDocuments,
} from './http/site-pages';
import { registerImageUpload } from './http/upload-route';
import { registerStandPhotoUpload } from './http/stand-photo-route';
import { standSignPlugin } from './http/stand-sign-route';
import { certificatePlugin } from './http/certificate-route';
import { createAppCaches } from './services/app-caches';
import { devPageSource } from './http/dev-pages';
import { createLocalBus } from './services/invalidation-bus';
import { drainOutbox } from './services/mail-outbox';
import { createImageStorage, DatabaseStorage, UPLOAD_CACHE_CONTROL } from './services/storage';
import { PAGE_TEXTS } from '@shared/schemas/page-heads';
import type { AppDeps, Context, SharedReads } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';

const BODY_LIMIT_BYTES = 1024 * 1024;
// A tRPC call's largest honest body is a blog post of 100,000 characters; a bigger one is refused before it is read.
const TRPC_BODY_LIMIT_BYTES = 512 * 1024;
// The browser batches the queries of one page (its link sends at most half this many per request).
export const TRPC_MAX_BATCH_SIZE = 32;
/** Answers shorter than this go uncompressed: a few hundred bytes gain less than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  const bus = deps.bus ?? createLocalBus();
  const caches = createAppCaches(bus);
  const mailWorker = deps.mailWorker;
  const mailQueued = mailWorker
    ? async () => mailWorker.wake()
    : async () => {
        await drainOutbox(deps.db, deps.mailer, { now });
      };
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // tRPC puts a batch's procedure names in one path segment ("/trpc/a,b,c"); Fastify's default of 100 characters
    // refused an honest page's batch with 414. The batch size limit below bounds it instead.
    routerOptions: { maxParamLength: 2000 },
    // On shutdown, idle keep-alive connections close at once; in-flight requests finish.
    forceCloseConnections: 'idle',
    // Per-client rate limits key on the address; X-Forwarded-For is believed only behind a proxy that sets it.
    trustProxy: deps.config.trustProxy,
    // Every log line of a request carries its id (under Fastify's default label, reqId); the same id is sent back as
    // X-Request-Id.
    genReqId: requestIdFor,
    // A request's logger is made when it first writes a line: most requests write none.
    childLoggerFactory: lazyRequestLogger,
    ...timeoutOptions(deps.config.connections),
  });
  capConnections(app.server, deps.config.connections);

  // Registered before any plugin so every encapsulated context (tRPC's included) inherits it.
  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, req: request, status: 503 }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // The request serializer and the error serializer keep input values out of the log.
    if (status === 500) request.log.error({ err: error, req: request, status }, 'request failed');
    const message = status === 413 ? 'The request is too large.' : status === 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).send({ error: { message } });
  });

  // The hooks that every request passes through are written with a done callback rather than async: an async hook
  // costs a promise and a microtask hop per request, a tenth of the time of a cached read answered from memory.
  // The onSend hooks run in this order for every route: the cache policy reads the answer's status, then compression
  // (a route-level hook, so always last).
  applyCachePolicy(app);
  // A kept answer is found before the hooks below run: it is a GET or HEAD, which the origin check passes, the cookie
  // plugin's parse is of no use to it, and it writes the security headers and the request id itself (the same ones, by
  // the same rules), so a hit skips four hooks that would only set headers it does not read.
  const securityHeadersOf = securityHeadersFor({ publicUrl: deps.config.publicUrl });
  // The caches read the clock on every lookup: Date.now itself unless a test sets the time (no Date made per request).
  const nowMs = deps.now ? () => now().getTime() : Date.now;
  const publicCaches = createPublicCaches(bus, nowMs, { keepPages: !deps.config.uncachedPages });
  registerPublicReadCache(app, publicCaches.reads, securityHeadersOf);
  registerCachedPageHits(app, publicCaches.pages, securityHeadersOf);
  registerSecurityHeaders(app, securityHeadersOf);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES });
  await app.register(cookie);

  // Every request, whatever its path: the check passes GET, HEAD and OPTIONS, and a path test could be dodged
  // (/%74rpc/... is routed to tRPC but does not start with "/trpc").
  app.addHook('onRequest', (request, reply, done) => {
    // A mail client's one-click unsubscribe comes from its servers without an Origin; its link's token is the credential.
    // Stripe's events come from Stripe's servers; their signature is the credential.
    const allowed =
      isOneClickUnsubscribe(request) ||
      isStripeWebhook(request) ||
      isAllowedOrigin({
        method: request.method,
        origin: request.headers.origin,
        publicUrl: deps.config.publicUrl,
      });
    if (allowed) done();
    // Answering without calling done() ends the request here: no later hook or handler runs.
    else reply.code(403).send({ error: { message: 'This request did not come from this site, so it was refused.' } });
  });

  registerObservability(app, deps);
  const caller = (sharedReads?: SharedReads) => anonymousCaller({ db: deps.db, config: deps.config, bus, caches, now }, sharedReads);
  registerSiteDocuments(app, { publicUrl: deps.config.publicUrl, cache: publicCaches.pages, caller, fixedPaths: Object.keys(PAGE_TEXTS) });

  async function createContext({ req, res }: TrpcContextSource): Promise<Context> {
    const token = sessionTokenOf(req);
    const validation = token ? await validateSessionToken(deps.db, token, now()) : null;
    if (validation) markSignedIn(req);
    if (token && !validation) clearSessionCookie(res, secureCookies);
    if (token && validation?.refreshed) setSessionCookie(res, token, validation.session, secureCookies);
    return {
      db: deps.db,
      config: deps.config,
      mailQueued,
      afterAnswer: async (work) => {
        // 'close' comes once the answer is written (or the client left): the work starts only then.
        res.raw.once('close', () => {
          work().catch((error: unknown) => req.log.error({ err: error }, 'Work after the answer failed'));
        });
      },
      bus,
      caches,
      now,
      user: validation?.user ?? null,
      session: validation?.session ?? null,
      clientIp: req.ip,
      cookies: {
        setSession: (newToken, session) => setSessionCookie(res, newToken, session, secureCookies),
        clearSession: () => clearSessionCookie(res, secureCookies),
      },
      gameGuest: {
        token: gameGuestTokenOf(req),
        set: (guestToken, expires) => setGameGuestCookie(res, guestToken, expires, secureCookies),
        clear: () => clearGameGuestCookie(res, secureCookies),
      },
      req,
      res,
    };
  }

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/trpc')) route.bodyLimit = TRPC_BODY_LIMIT_BYTES;
  });

  await registerTrpcRoute<AppRouter>(app, {
    prefix: '/trpc',
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext,
    // Never the call's input: it holds what people typed (names, emails, messages).
    onError({ error, path: procedurePath, type, req }) {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      if (isDatabaseUnavailable(error.cause)) {
        req.log.warn({ err: error.cause, req, procedure: procedurePath, type, status: 503 }, 'database unavailable');
        return;
      }
      req.log.error({ err: error.cause ?? error, req, procedure: procedurePath, type, status: 500 }, 'procedure failed');
    },
    // Calls that failed only because the database connection dropped answer 503 with Retry-After (the error
    // formatter gives each the same status and a message saying to try again).
    // A batch whose other calls answered keeps tRPC's mixed status.
    responseMeta({ errors, info }) {
      const unavailable = errors.filter((error) => isDatabaseUnavailable(error.cause));
      if (unavailable.length === 0) return {};
      const headers = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
      const everyCallUnavailable = unavailable.length >= (info?.calls.length ?? 1);
      return everyCallUnavailable ? { status: 503, headers } : { headers };
    },
  });

  await app.register(fundraiserDownloadsPlugin);
  await app.register(standSignPlugin, { db: deps.db, standSlugs: caches.standSlugs, publicUrl: deps.config.publicUrl, now });
  await app.register(certificatePlugin, { db: deps.db, publicUrl: deps.config.publicUrl });
  await app.register(newsletterUnsubscribePlugin, { db: deps.db, now });
  await app.register(stripeWebhookPlugin, { db: deps.db, config: deps.config, now, mailQueued, bus });

  const storage = createImageStorage({ db: deps.db, databaseUrl: deps.config.databaseUrl, uploadDir: deps.config.uploadDir });
  await registerImageUpload(app, { ...deps, storage });
  await registerStandPhotoUpload(app, { ...deps, storage, bus });

  if (storage instanceof DatabaseStorage) {
    app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
      const file = await storage.get(request.params.name);
      if (!file) return reply.callNotFound();
      return reply.header('Content-Type', file.contentType).header('Cache-Control', UPLOAD_CACHE_CONTROL).send(file.data);
    });
  } else {
    await app.register(fastifyStatic, {
      root: deps.config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL),
    });
  }

  const clientDir = deps.config.clientDir;
  const development = deps.config.nodeEnv === 'development';
  if (existsSync(path.join(clientDir, 'index.html')) && !development) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Hashed file names never change content, so browsers may keep them for a year; index.html is always revalidated.
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const link = (sharedReads?: SharedReads) =>
    anonymousLink(
      { db: deps.db, config: deps.config, bus, caches, now },
      (error, procedure) => app.log.error({ err: error, procedure, status: 500 }, 'procedure failed while rendering a page'),
      sharedReads,
    );
  // Pages are rendered from the build, or in development from the sources through Vite.
  const pageSource = development ? await devPageSource(process.cwd(), () => publicCaches.pages.clear()) : builtPageSource(clientDir, deps.config.ssrDir);
  const hasClient = development || existsSync(path.join(clientDir, 'index.html'));
  const servePage = createPageRenderer({
    publicUrl: deps.config.publicUrl,
    cache: publicCaches.pages,
    caller,
    link,
    readTemplate: pageSource.readTemplate,
    loadRenderer: deps.loadPageRenderer ?? pageSource.loadRenderer,
    onRenderError: (error, url) => app.log.error({ err: error, path: pathOnly(url) }, 'page render failed; sent the shell'),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const requestPath = pathOnly(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !requestPath.startsWith('/trpc') &&
      !requestPath.startsWith('/api') &&
      !looksLikeFile(requestPath);
    if (wantsPage && hasClient) {
      // Client routes (/shop, /blog/blog1, ...) are the single-page app's: it renders them, including its own 404
      // page; the server writes each one's head and status.
      return servePage(request, reply);
    }
    // A missing file is a real 404, so a crawler indexes no page in its place and a CDN keeps no HTML as a script;
    // not stored either, as a file missing for a moment during a deploy may exist a second later.
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ error: { message: `Nothing here: ${request.method} ${requestPath}` } });
  });

  return app;
}

/** Where files are served from (uploads, the build's hashed assets), or a last path segment with an extension. */
function looksLikeFile(requestPath: string): boolean {
  if (requestPath.startsWith('/uploads/') || requestPath.startsWith('/assets/')) return true;
  const lastSegment = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,10}$/.test(lastSegment);
}

/** Fastify's logger options with the serializers that keep personal data out of the log (see log-safety). */
function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, ...logSerializers } };
}
