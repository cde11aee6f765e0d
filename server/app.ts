import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './auth/cookie';
import { isAllowedOrigin } from './auth/origin';
import { validateSessionToken } from './auth/session';
import { fundraiserDownloadsPlugin } from './http/fundraiser-downloads';
import type { AppDeps, Context } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';
import { registerImageUpload } from './http/upload-route';

const BODY_LIMIT_BYTES = 1024 * 1024;

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
    frameSrc: ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // On shutdown, idle keep-alive connections close at once; in-flight requests finish.
    forceCloseConnections: 'idle',
    // Per-client rate limits key on the address; X-Forwarded-For is believed only behind a proxy that sets it.
    trustProxy: deps.config.trustProxy,
  });

  // Registered before any plugin so every encapsulated context (tRPC's included) inherits it.
  app.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message =
      status === 413 ? 'The request is too large.' : status === 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).send({ error: { message } });
  });

  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/trpc') && !request.url.startsWith('/api')) return;
    const allowed = isAllowedOrigin({
      method: request.method,
      origin: request.headers.origin,
      host: request.headers.host,
      publicUrl: deps.config.publicUrl,
    });
    if (!allowed) {
      await reply.code(403).send({ error: { message: 'This request did not come from this site, so it was refused.' } });
    }
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  async function createContext({ req, res }: CreateFastifyContextOptions): Promise<Context> {
    const token = req.cookies[SESSION_COOKIE];
    const validation = token ? await validateSessionToken(deps.db, token, now()) : null;
    if (token && !validation) clearSessionCookie(res, secureCookies);
    if (token && validation?.refreshed) setSessionCookie(res, token, validation.session, secureCookies);
    return {
      db: deps.db,
      config: deps.config,
      mailer: deps.mailer,
      now,
      user: validation?.user ?? null,
      session: validation?.session ?? null,
      clientIp: req.ip,
      cookies: {
        setSession: (newToken, session) => setSessionCookie(res, newToken, session, secureCookies),
        clearSession: () => clearSessionCookie(res, secureCookies),
      },
      req,
      res,
    };
  }

  await app.register(fastifyTRPCPlugin<AppRouter>, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path: procedurePath }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure: procedurePath }, 'procedure failed');
      },
    },
  });

  await app.register(fundraiserDownloadsPlugin);

  await registerImageUpload(app, deps);

  await app.register(fastifyStatic, {
    root: deps.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  const clientDir = deps.config.clientDir;
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
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

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/trpc') && !request.url.startsWith('/api');
    if (wantsPage && hasClient) {
      // Client routes (/shop, /blog/blog1, ...) are the single-page app's: it renders them, including its own 404 page.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir, { cacheControl: false });
    }
    return reply.code(404).send({ error: { message: `Nothing here: ${request.method} ${request.url.split('?')[0]}` } });
  });

  return app;
}
