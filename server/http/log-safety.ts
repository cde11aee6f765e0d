import type { FastifyRequest } from 'fastify';

/**
 * The server log holds no personal data: people write their names, emails and messages into this site, and a log is
 * kept longer and read by more people than the database. What may be logged of a request is its method, its path
 * (never the query string: a tRPC query carries its input there), the route it matched and its host; of an error, its
 * class, its code, the names of the table, column and constraint involved, a message with values taken out, and the
 * stack frames. The client's address is personal data too and is left out.
 */

const MAX_MESSAGE_LENGTH = 2000;
const MAX_CAUSE_DEPTH = 3;

export type LoggedRequest = { method: string; url: string; route: string | undefined; host: string | undefined };

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
};

/** The path without its query string. */
export function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function requestForLog(request: FastifyRequest): LoggedRequest {
  return { method: request.method, url: pathOnly(request.url), route: request.routeOptions?.url, host: request.host };
}

// Every pattern here is bounded on both sides of its anchor, so a long message costs linear time.
const EMAIL_LIKE = /[^\s@"'<>(),;:]{1,64}@[^\s@"'<>(),;:]{1,255}/g;
const QUOTED = /"([^"\n]{0,300})"/g;
const IDENTIFIER = /^[a-z_][a-z0-9_.]{0,62}$/;
/** Drizzle appends the bound values of a failed statement to its message ("Failed query: ...\nparams: a,b,c"). */
const BOUND_VALUES = /\nparams:[\s\S]*$/;

/**
 * A message with the values an error may quote taken out: bound parameters, anything shaped like an email, and
 * double-quoted text unless it is a lower-case identifier (PostgreSQL quotes both its table names and the values it
 * could not read: `relation "orders" does not exist`, `invalid input syntax for type uuid: "x"`).
 */
export function redactMessage(message: string): string {
  return message
    .slice(0, MAX_MESSAGE_LENGTH)
    .replace(BOUND_VALUES, '\nparams: [not logged]')
    .replace(EMAIL_LIKE, '[email]')
    .replace(QUOTED, (quoted: string, inner: string) => (IDENTIFIER.test(inner) ? quoted : '"[value]"'));
}

function stringField(error: object, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = (error as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * An error as the log may show it. Nothing is copied from the error by enumeration: database errors carry the
 * statement's values in properties such as `params` and `detail` ("Key (email)=(jane@example.com) already exists").
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[a thrown value that is not an Error, not logged]', stack: '' };
  const type = error.constructor?.name ?? error.name;
  const message = redactMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const code = stringField(error, 'code');
  if (code) logged.code = code;
  const table = stringField(error, 'table', 'table_name');
  if (table) logged.table = table;
  const column = stringField(error, 'column', 'column_name');
  if (column) logged.column = column;
  const constraint = stringField(error, 'constraint', 'constraint_name');
  if (constraint) logged.constraint = constraint;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** Pino serializers for Fastify's logger: every `req` and `err` the server logs goes through them. */
export const logSerializers = {
  req: requestForLog,
  err: (error: unknown) => errorForLog(error),
};
