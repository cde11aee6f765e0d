import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/layout/route-error';
import type { QueryUtils, TrpcClient } from './lib/trpc-client';
import { createQueryUtils } from './lib/trpc-client';
import { packQueries, restoreQueries, type TransferredQuery } from './lib/query-transfer';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient; trpc: QueryUtils };

/**
 * A router with its own query cache and tRPC client: one per browser tab, and a fresh one for every page the server
 * renders, so no answer read for one request can reach another's page.
 */
export function createAppRouter({ queryClient, trpcClient }: { queryClient: QueryClient; trpcClient: TrpcClient }) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc: createQueryUtils(queryClient, trpcClient) },
    // Links preload their route's code and data on hover or focus, so the next page opens at once.
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not keep its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page that fails to load keeps the site's frame around it and offers to try again.
    defaultErrorComponent: RouteError,
    // The server sends the answers its loaders read along with the page, so the browser shows the same content
    // without asking again. Only successful answers travel: a failed read is asked again by the browser, whose
    // section then shows its own error and retry.
    dehydrate: import.meta.env.SSR ? () => ({ queries: packQueries(queryClient) as unknown as SerializableValue }) : undefined,
    hydrate: (dehydrated: { queries: SerializableValue }) => {
      restoreQueries(queryClient, dehydrated.queries as unknown as TransferredQuery[]);
    },
  });
}

/**
 * The query cache as it travels in the page. The router's serializer (seroval) carries plain data and Dates, which is
 * all the API returns; query-core types the answers as unknown, which the router's serializability check cannot prove.
 */
type SerializableValue = string | number | boolean | null | undefined | Date | SerializableValue[] | { [key: string]: SerializableValue };

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
  interface StaticDataRouteOption {
    /** Standalone screens (login, dashboard, back office) render without the public site frame. */
    standalone?: boolean;
    /** Pages where a person finishes a task (checkout): the game panel steps out of the way. */
    withoutGamePanel?: boolean;
  }
}
