import { randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pendingMigrations } from '../db/migration-status';
import { httpErrors, httpRequestDuration, metricsRegistry } from '../services/metrics';
import type { AppDeps } from '../trpc/context';

/** A request id from the load balancer is kept when it looks like one (so its logs and ours line up). */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's genReqId: the proxy's X-Request-Id when well-formed, else a new UUID (unique across instances). */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The route pattern a request matched ('/uploads/:name', '/trpc/:path'), never the raw URL with its values. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions?.url ?? 'unmatched';
}

/**
 * While PostgreSQL is down the driver keeps a query waiting for a connection (up to its connect timeout, 10 s); a
 * health check that waits that long is read as a timeout by the load balancer anyway, so /readyz says 503 sooner.
 */
const READY_CHECK_TIMEOUT_MS = 2_000;

async function answersWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The query may still fail after the deadline; that later failure is of no interest.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request ids on every answer, request metrics, /metrics (Prometheus, behind METRICS_TOKEN), /healthz (the process
 * answers) and /readyz (the database answers within 2 s and every migration is applied: a load balancer sends traffic
 * only then; while no server process runs, the supervising process answers both 503).
 */
export function registerObservability(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) httpErrors.inc(labels);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const token = deps.config.metricsToken;
    // Unset: no such page (and not the app page either), the same answer as every missing path.
    if (!token)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: { message: 'Nothing here: GET /metrics' } });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: { message: 'A valid metrics token is required.' } });
    }
    return reply
      .header('Content-Type', metricsRegistry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metricsRegistry.metrics());
  });

  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await answersWithin(deps.db.execute(sql`select 1`), READY_CHECK_TIMEOUT_MS);
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
    const pending = await pendingMigrations(deps.db);
    if (pending > 0) return reply.code(503).send({ status: 'unavailable', message: `${pending} database migration(s) not applied yet.` });
    return { status: 'ready' };
  });
}
