import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppCaches } from '../services/app-caches';
import type { InvalidationBus } from '../services/invalidation-bus';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { Context, SharedReads } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter, type AppRouter } from '../trpc/router';
import { wireFormat } from '@shared/wire-format';

const createCaller = createCallerFactory(appRouter);

export type AppCaller = ReturnType<typeof createCaller>;

type AnonymousDeps = { db: Database; config: Config; bus: InvalidationBus; caches: AppCaches; now: () => Date };

/** A visitor without a session, called without HTTP: it may only read. */
export function anonymousContext(deps: AnonymousDeps, sharedReads?: SharedReads): Context {
  return {
    ...deps,
    sharedReads,
    mailQueued: async () => {
      throw new Error('The anonymous in-process caller only reads.');
    },
    afterAnswer: async () => {
      throw new Error('The anonymous in-process caller only reads.');
    },
    user: null,
    session: null,
    clientIp: 'local',
    cookies: {
      setSession: () => {
        throw new Error('The anonymous in-process caller sets no cookie.');
      },
      clearSession: () => {},
    },
  };
}

/**
 * The router called in-process as an anonymous visitor: what the server reads to write a page's head, the sitemap
 * and the like sees exactly what a visitor's browser would. It may only read; a write would throw.
 */
export function anonymousCaller(deps: AnonymousDeps, sharedReads?: SharedReads): AppCaller {
  return createCaller(anonymousContext(deps, sharedReads));
}

/**
 * The same anonymous visitor as a tRPC link, for the server's page renderer: its route loaders call the procedures
 * in this process, with no HTTP round trip, and see nothing personal, so the rendered page can be cached and shared.
 */
export function anonymousLink(
  deps: AnonymousDeps,
  onFailure: (error: unknown, procedure: string | undefined) => void,
  sharedReads?: SharedReads,
): TRPCLink<AppRouter> {
  return unstable_localLink({
    router: appRouter,
    createContext: async () => anonymousContext(deps, sharedReads),
    transformer: wireFormat,
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') onFailure(error.cause ?? error, path);
    },
  });
}
