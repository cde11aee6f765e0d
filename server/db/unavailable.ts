/**
 * A request that failed because the database connection dropped (a restart, a failover, a terminated backend) or
 * because PostgreSQL refused work for a while is answered 503 with Retry-After: the same request a moment later
 * succeeds, so the visitor is told to try again rather than that something is broken.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'We could not reach our database just now. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// postgres.js's own connection errors, and the socket errors it passes on.
const CONNECTION_ERROR_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs for a server that is going away or not taking connections: admin_shutdown (pg_terminate_backend, a fast
// shutdown), crash_shutdown, cannot_connect_now (starting up or in recovery), too_many_connections; class 08 is
// connection exceptions.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Whether `error`, or an error it wraps (Drizzle's and tRPC's keep the driver's as `cause`), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
