import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppCaches } from '../services/app-caches';
import type { InvalidationBus } from '../services/invalidation-bus';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';

const createCaller = createCallerFactory(appRouter);

export type AppCaller = ReturnType<typeof createCaller>;

/**
 * The router called in-process as an anonymous visitor: what the server reads to write a page's head, the sitemap
 * and the like sees exactly what a visitor's browser would. It may only read; a write would throw.
 */
export function anonymousCaller(deps: { db: Database; config: Config; bus: InvalidationBus; caches: AppCaches; now: () => Date }): AppCaller {
  return createCaller({
    ...deps,
    mailQueued: async () => {
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
  });
}
