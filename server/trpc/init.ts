import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Context } from './context';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { DomainError } from '../services/domain-error';
import { toTRPCError } from './domain-errors';
import { checkRawInput } from './input-guard';
import { wireFormat } from '@shared/wire-format';
import type { Role } from '../db/schema';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const t = initTRPC.context<Context>().create({
  transformer: wireFormat,
  // Never send stack traces to the browser, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof z.ZodError ? z.flattenError(error.cause) : null;
    // A dropped database connection is a moment's outage, not a fault: 503, and app.ts's responseMeta sends the same
    // status with Retry-After.
    const unavailable = isDatabaseUnavailable(error.cause);
    const message = unavailable ? DATABASE_UNAVAILABLE_MESSAGE : error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_MESSAGE : shape.message;
    return {
      ...shape,
      message,
      data: {
        code: unavailable ? ('SERVICE_UNAVAILABLE' as const) : shape.data.code,
        httpStatus: unavailable ? 503 : shape.data.httpStatus,
        path: shape.data.path,
        // Field messages for forms: { fieldErrors: { email: ['Please enter a valid email address'] }, formErrors: [] }
        zodError,
      },
    };
  },
});

function firstZodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Input validation errors carry zod's JSON dump as their message; this replaces it with the first field's message
 * ('email: Please enter a valid email address') for every caller, over HTTP and in tests alike. The field-by-field
 * messages stay available to forms in `data.zodError`.
 */
const readableValidationErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof z.ZodError) result.error.message = firstZodMessage(result.error.cause);
  return result;
});

/** Every call's raw input is bounded and its text checked once, before any schema or handler sees it. */
const guardedInput = t.middleware(async ({ getRawInput, next }) => {
  checkRawInput(await getRawInput());
  return next();
});

/** A service's DomainError becomes the tRPC error of its kind (inside readableValidationErrors, so a field's message reads as a schema's). */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

/**
 * A query asked again within one page render (its head, then a route loader) gets the first answer instead of a
 * second read: same procedure, same input, same anonymous visitor, same moment. Only queries, and only where the
 * context carries the render's reads.
 */
const sharedRenderReads = t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
  if (type !== 'query' || !ctx.sharedReads) return next();
  const key = `${path} ${JSON.stringify((await getRawInput()) ?? null)}`;
  const known = ctx.sharedReads.get(key) as ReturnType<typeof next> | undefined;
  if (known) return known;
  const read = next();
  ctx.sharedReads.set(key, read);
  return read;
});

export const publicProcedure = t.procedure.use(guardedInput).use(sharedRenderReads).use(readableValidationErrors).use(domainErrors);

/** A signed-in member: the procedure gets a non-null user and session from its builder. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * A back-office change tells every instance, after it committed, which content changed: the topic is the screen's
 * router ('admin.settings.update' publishes 'settings'), and caches of that content subscribe to it.
 */
const publishContentChanges = t.middleware(async ({ ctx, path, type, next }) => {
  const result = await next();
  const topic = contentTopicOf(path);
  if (result.ok && type === 'mutation' && topic) await ctx.bus.publish(topic);
  return result;
});

/** The invalidation topic a back-office procedure's changes are announced on, or null outside the back office. */
export function contentTopicOf(procedurePath: string): string | null {
  const [area, screen] = procedurePath.split('.');
  return area === 'admin' && screen ? screen.toLowerCase() : null;
}

function requireRole(allowed: readonly Role[], message: string) {
  return memberProcedure
    .use(({ ctx, next }) => {
      if (!ctx.user.roles.some((role) => allowed.includes(role))) throw new TRPCError({ code: 'FORBIDDEN', message });
      return next({ ctx });
    })
    .use(publishContentChanges);
}

/** Admins only: the whole back office. The owner is an admin too (an owner holds both roles). */
export const adminProcedure = requireRole(['admin'], 'Access denied. Admin privileges required.');

/**
 * Admins and moderators: a moderator reviews fundraiser media and stories and reads the inbox, and may call nothing
 * else in the back office; every other back-office procedure stays admin-only.
 */
export const moderatorProcedure = requireRole(['admin', 'moderator'], 'Access denied. Moderator or admin privileges required.');
